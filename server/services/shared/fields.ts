import { z } from 'zod';
import { msg } from '../../shared/messages';

// Field schemas shared by the services. Messages are message tokens, worded per request (en, fr).
// NUL characters are refused for every field by the services' validator (validation.ts).

const REQUIRED = msg('field.required');
const STRING = msg('field.string');
const tooLong = (max: number) => msg('field.tooLong', { max });

/** A string field: "Required" when missing, "Must be a string" for another type. */
export const stringField = () =>
  z.string({ error: (issue) => (issue.input === undefined ? REQUIRED : STRING) });

/** A required string: "Required" when missing, trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) =>
  stringField().trim().min(1, REQUIRED).max(max, tooLong(max));

/** A free text: a string of at most `max` characters, `''` allowed (not trimmed). */
export const freeText = (max: number) => z.string({ error: STRING }).max(max, tooLong(max));

/** A free text (description), '' when omitted. */
export const optionalText = (max: number) => freeText(max).default('');

const POSITIVE_INTEGER = msg('field.positiveInteger');

/** A positive integer that fits PostgreSQL's `integer` (ids in bodies). */
export const positiveInteger = () =>
  z
    .number({ error: POSITIVE_INTEGER })
    .int(POSITIVE_INTEGER)
    .positive(POSITIVE_INTEGER)
    .max(2147483647, POSITIVE_INTEGER);

/** A numeric record id in a path: a positive integer that fits PostgreSQL's `integer`. */
export const recordId = z.coerce
  .number({ error: POSITIVE_INTEGER })
  .int(POSITIVE_INTEGER)
  .positive(POSITIVE_INTEGER)
  .max(2147483647, POSITIVE_INTEGER);

/** `true` or `false`. */
export const booleanField = () => z.boolean({ error: msg('field.boolean') });
