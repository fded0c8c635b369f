import { z } from 'zod';
import { requiredText } from '../shared/fields';

// PostgreSQL text cannot hold NUL characters: refused as bad input (400), not a database fault.
export const NUL_MESSAGE = 'Must not contain NUL characters';
export const hasNoNul = (text: string) => !text.includes('\u0000');

/** A free text (description): a string of at most `max` characters, '' when omitted. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Must be a string' })
    .max(max, `At most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE)
    .default('');

/** `requiredText` without NUL characters. */
export const requiredPlainText = (max: number) => requiredText(max).refine(hasNoNul, NUL_MESSAGE);
