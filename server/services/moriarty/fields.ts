import { z } from 'zod';
import { recordId } from '../shared/fields';
import { hasNoNul, NUL_MESSAGE, requiredPlainText } from '../lm-factory/textFields';

// Fields shared by clues, tags and previews. Create bodies add the defaults; update bodies take
// these as they are, so that an omitted field keeps its value.

export const SPEAKERS = ['in', 'out'] as const;
export const DEFAULT_CONCATENATION_DELAY = 300;
export const MAX_CLUE_QUERY_LENGTH = 2000;

export const label = requiredPlainText(255);

/** A free text: `''` allowed. */
export const freeText = (max: number) =>
  z
    .string({ error: 'Must be a string' })
    .max(max, `At most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE);

export const concatenationDelay = z
  .number({ error: 'Must be a number of milliseconds' })
  .int('Must be a whole number of milliseconds')
  .min(0, 'Must be zero or more')
  .max(600000, 'At most 600000 ms (10 minutes)')
  .describe(
    'Milliseconds: consecutive turns of the same speaker separated by at most this silence ' +
      '(next start − previous end) are read as one',
  );

/** Speakers as a non-empty subset of in/out, stored without repeats in the order in, out. */
export const speakers = z
  .array(z.enum(SPEAKERS, { error: 'Must be "in" or "out"' }), {
    error: 'Must be a list of speakers',
  })
  .min(1, 'At least one speaker is required')
  .transform((list) => SPEAKERS.filter((speaker) => list.includes(speaker)))
  .describe('Who must say it: `in` (the customer, "Customer"), `out` (the brand, "Brand"), both');

/** A clue query as typed: not trimmed, so that syntax-error positions point into it. */
export const clueQueryText = z
  .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a string') })
  .max(MAX_CLUE_QUERY_LENGTH, `At most ${MAX_CLUE_QUERY_LENGTH} characters`)
  .refine(hasNoNul, NUL_MESSAGE)
  .describe(
    'Elasticsearch `simple_query_string` syntax: words (all required; `+` too), `|` or, ' +
      '`-word` not, `"a phrase"`, `"a phrase"~2` slop, `prefix*`, `word~1` fuzziness, ' +
      '`( )` groups; no precedence between `+` and `|` (left to right). Case and accents ' +
      'are ignored; words are whole words, no stemming (use `*`); a term of several words ' +
      "(`l'abonnement`, `rendez-vous`) is a phrase; fuzziness is 0 to 2 edits. The query is " +
      'evaluated on each segment of the speakers (consecutive turns of one speaker merged per ' +
      'concatenation_delay): its positive words must be said in one segment, `-word` excludes ' +
      'the segments where it is said. A syntax error is refused with its position.',
  );

export const IdParams = z.strictObject({ id: recordId });

export const Timestamps = {
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
};
