import { z } from 'zod';
import { msg } from '../../shared/messages';
import { languageCode } from '../shared/language';
import {
  clueQueryText,
  concatenationDelay,
  DEFAULT_CONCATENATION_DELAY,
  SPEAKERS,
  speakers,
} from './fields';
import { tagQueryInput } from './tagQuery.schema';

export const MAX_SNIPPETS = 5;

const CALL_COUNT = msg('moriarty.callCount');
const CLUE_ID = msg('moriarty.temporaryClueId');
const MAX_CLUES = 200;

const limit = z
  .number({ error: CALL_COUNT })
  .int(CALL_COUNT)
  .min(1, msg('field.atLeast', { min: 1 }))
  .max(20, msg('field.atMost', { max: 20 }))
  .default(5)
  .describe('How many matching calls to show (default 5, at most 20)');

const lang = languageCode.describe('Language of the calls evaluated (`fr`, `en`)');

/** Body of `POST /preview/clue`: a clue as it is being typed. */
export const PreviewClueBody = z.strictObject({
  lang,
  query: clueQueryText,
  speakers: speakers.default([...SPEAKERS]),
  concatenation_delay: concatenationDelay.default(DEFAULT_CONCATENATION_DELAY),
  limit,
});
export type PreviewClueBody = z.infer<typeof PreviewClueBody>;

/** An unsaved or edited clue a tag preview uses instead of the stored one. */
export const ClueOverride = z.strictObject({
  id: z
    .number({ error: CLUE_ID })
    .int(CLUE_ID)
    .min(-2147483647, CLUE_ID)
    .max(2147483647, CLUE_ID)
    .refine((id) => id !== 0, CLUE_ID)
    .optional()
    .describe(
      'The id the query uses for this clue: a stored clue’s id (this version replaces it) or a ' +
        'negative temporary id for a new clue. Without id the clue is not referenced.',
    ),
  query: clueQueryText,
  speakers: speakers.default([...SPEAKERS]),
  concatenation_delay: concatenationDelay.default(DEFAULT_CONCATENATION_DELAY),
});

/** Body of `POST /preview/tag`: a tag as it is being built, with its unsaved clues. */
export const PreviewTagBody = z.strictObject({
  lang,
  query: tagQueryInput(true),
  concatenation_delay: concatenationDelay
    .optional()
    .describe('Accepted for symmetry with the tag; detection uses each clue’s own delay'),
  clues: z
    .array(ClueOverride, { error: msg('moriarty.clueList') })
    .max(MAX_CLUES, msg('moriarty.tooManyClues', { max: MAX_CLUES }))
    .default([])
    .describe('Clues that override stored ones (same id) or are new (negative ids)'),
  limit,
});
export type PreviewTagBody = z.infer<typeof PreviewTagBody>;

const Highlight = z.object({
  start: z.number().int().describe('Offset of the first matched character in `text`'),
  end: z.number().int().describe('Offset just after the last matched character'),
});

const Snippet = z.object({
  turn: z.number().int().describe('Index of the turn in the transcript'),
  speaker: z.enum(SPEAKERS),
  start: z.number().describe('ms from the start of the call'),
  end: z.number().describe('ms from the start of the call'),
  text: z.string().describe('The whole turn text (plain text, never HTML)'),
  highlights: z.array(Highlight).describe('The matched words, in order, not overlapping'),
});

export const PreviewCall = z.object({
  id: z.string(),
  start_time: z.iso.datetime(),
  client: z.object({ id: z.number().int(), name: z.string() }),
  campaign: z.object({ id: z.number().int(), name: z.string() }),
  duration: z.number().int().describe('Seconds'),
  snippets: z
    .array(Snippet)
    .describe(
      `The turns where it matched (at most ${MAX_SNIPPETS}); empty when it holds only through a ` +
        '`not`',
    ),
});

export const PreviewAnswer = z.object({
  evaluated: z.number().int().describe('Calls of that language evaluated (the most recent ones)'),
  matched: z.number().int().describe('How many of them match'),
  calls: z.array(PreviewCall).describe('The most recent matching calls first, `limit` at most'),
});
export type PreviewAnswer = z.infer<typeof PreviewAnswer>;
