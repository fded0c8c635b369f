import { z } from 'zod';
import { ownerField } from '../shared/ownership';
import { msg } from '../../shared/messages';
import { freeText, recordId, requiredText, stringField } from '../shared/fields';
import { languageCode } from '../shared/language';

// Fields shared by clues, tags and previews. Create bodies add the defaults; update bodies take
// these as they are, so that an omitted field keeps its value.

export const SPEAKERS = ['in', 'out'] as const;
export const DEFAULT_CONCATENATION_DELAY = 300;
export const MAX_CLUE_QUERY_LENGTH = 2000;

export const label = requiredText(255);

export { freeText };

export const concatenationDelay = z
  .number({ error: msg('moriarty.milliseconds') })
  .int(msg('moriarty.wholeMilliseconds'))
  .min(0, msg('field.zeroOrMore'))
  .max(600000, msg('moriarty.delayTooLong'))
  .describe(
    'Milliseconds: consecutive turns of the same speaker separated by at most this silence ' +
      '(next start − previous end) are read as one',
  );

/** Speakers as a non-empty subset of in/out, stored without repeats in the order in, out. */
export const speakers = z
  .array(z.enum(SPEAKERS, { error: msg('moriarty.speaker') }), {
    error: msg('moriarty.speakerList'),
  })
  .min(1, msg('moriarty.speakerRequired'))
  .max(10, msg('field.tooManyItems', { max: 10 }))
  .transform((list) => SPEAKERS.filter((speaker) => list.includes(speaker)))
  .describe('Who must say it: `in` (the customer, "Customer"), `out` (the brand, "Brand"), both');

/** A clue query as typed: not trimmed, so that syntax-error positions point into it. */
export const clueQueryText = stringField()
  .max(MAX_CLUE_QUERY_LENGTH, msg('field.tooLong', { max: MAX_CLUE_QUERY_LENGTH }))
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

/** What a clue and a tag both return (spec §3), before their query and what it references. */
export const DescribedRecord = {
  id: z.number().int(),
  uuid: z.uuid(),
  label: z.string(),
  lang: z.string(),
  package: z.string(),
  private_description: z
    .string()
    .describe('Seen by administrators, and by a client on its own records only (else "")'),
  public_description: z.string(),
  concatenation_delay: z.number().int(),
  client_id: ownerField,
};

/** The describing fields a clue and a tag both take, as PATCH bodies take them. */
export const editableDescription = {
  label,
  package: freeText(255).describe('Free grouping name'),
  private_description: freeText(10000),
  public_description: freeText(10000),
};

/** The same fields in a POST body: the free texts default to empty. */
export const createdDescription = {
  ...editableDescription,
  lang: languageCode,
  package: editableDescription.package.default(''),
  private_description: editableDescription.private_description.default(''),
  public_description: editableDescription.public_description.default(''),
};
