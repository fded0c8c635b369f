import { z } from 'zod';

/** A required string: "Required" when missing, trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a string') })
    .trim()
    .min(1, 'Required')
    .max(max, `At most ${max} characters`);

/** A numeric record id in a path: a positive integer that fits PostgreSQL's `integer`. */
export const recordId = z.coerce
  .number({ error: 'Must be a positive integer' })
  .int('Must be a positive integer')
  .positive('Must be a positive integer')
  .max(2147483647, 'Must be a positive integer');
