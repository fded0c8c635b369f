import { z } from 'zod';
import { E164_PATTERN } from '../../db/schema';
import { msg } from '../../shared/messages';

// A phone number as the phone lines service takes it: E.164, `+` then 7 to 15 digits, the first
// not 0, no spaces nor other signs (spec issue 14).

const E164 = new RegExp(E164_PATTERN);
const NUMBER = msg('phonelines.number');
/** Longer than any E.164 number with spaces around: longer input is refused unread. */
const MAX_INPUT = 32;

export const e164Number = z
  .string({ error: NUMBER })
  .trim()
  .max(MAX_INPUT, NUMBER)
  .regex(E164, NUMBER)
  .describe(
    'Phone number in E.164 form: `+`, the country code and the number, 7 to 15 digits, no ' +
      'spaces (`+33612345678`). Anything else is a 400 with `errors.<field>`.',
  );
