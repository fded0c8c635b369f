import { z } from 'zod';
import { CALL_STATUSES } from '../../db/schema';
import { msg } from '../../shared/messages';
import { booleanField } from '../shared/fields';
import { languageCode } from '../shared/language';
import { CallSummary, Speaker } from './calls.schemas';
import { parseDateBound, rangeEnd, rangeStart } from './dateRange';
import { isTimeZone } from './zonedTime';

const ID_MESSAGE = msg('field.positiveInteger');
const MAX_IDS = 1000;
const idListMessages = {
  Client: msg('search.clientIdList'),
  Campaign: msg('search.campaignIdList'),
  Tag: msg('search.tagIdList'),
};

/** A record id as a number or a string of digits (the console keeps picker values as strings). */
const numericId = z
  .union(
    [
      z.number(),
      z
        .string()
        .max(10)
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ],
    { error: ID_MESSAGE },
  )
  .pipe(z.number().int(ID_MESSAGE).positive(ID_MESSAGE).max(2147483647, ID_MESSAGE));

const idList = (what: keyof typeof idListMessages) =>
  z
    .array(numericId, { error: idListMessages[what] })
    .max(MAX_IDS, msg('search.tooManyIds', { max: MAX_IDS }))
    .describe(`${what} ids (numbers or digit strings)`);

const operator = (fallback: 'and' | 'or') =>
  z.enum(['and', 'or'], { error: msg('search.andOr') }).default(fallback);

/** Call durations are whole seconds in an `integer` column: a bound past it cannot be compared. */
const MAX_SECONDS = 2_147_483_647;
const seconds = (what: string) =>
  z
    .number({ error: msg('search.seconds') })
    .min(0, msg('field.zeroOrMore'))
    .max(MAX_SECONDS, msg('field.atMost', { max: MAX_SECONDS }))
    .describe(`${what} duration in seconds, included`);

const DATE_MESSAGE = msg('search.date');
const dateBound = z
  .string({ error: DATE_MESSAGE })
  .max(40, DATE_MESSAGE)
  .refine((text) => parseDateBound(text) !== undefined, DATE_MESSAGE);

const MAX_VALUE = 1000;
const MAX_VALUES = 100;
const MAX_METADATA_KEYS = 20;
const metadataText = z.string().max(MAX_VALUE, msg('field.tooLong', { max: MAX_VALUE }));
const metadataValue = z.union(
  [
    metadataText,
    z
      .array(metadataText)
      .min(1, msg('field.tooFewItems', { min: 1 }))
      .max(MAX_VALUES, msg('field.tooManyItems', { max: MAX_VALUES })),
  ],
  { error: msg('search.stringOrList') },
);

/** The filters of a call search (spec §3 "Search request body"), without paging. */
export const filterFields = {
  search: z
    .string({ error: msg('field.string') })
    .max(1000, msg('field.tooLong', { max: 1000 }))
    .nullish()
    .describe(
      'Expression searched in the transcripts, with the call language’s stemming (PostgreSQL ' +
        '`websearch_to_tsquery`): words all present (`résilier abonnement`), `"quoted phrase"` ' +
        '(never across two turns), `or`, `-word` to exclude. Blank or absent: no text condition.',
    ),
  lang: languageCode
    .nullish()
    .describe('Language of the calls (`fr`, `en`; `fr-FR` is shortened); absent: every language'),
  clients: idList('Client')
    .nullish()
    .describe('Client ids; a call matches any of them (within the caller’s clients)'),
  campaigns: idList('Campaign').nullish().describe('Campaign ids; a call matches any of them'),
  status: z
    .array(
      z.enum(CALL_STATUSES, {
        error: msg('search.status', { statuses: CALL_STATUSES.join(', ') }),
      }),
      { error: msg('search.statusList') },
    )
    .max(20, msg('field.tooManyItems', { max: 20 }))
    .nullish()
    .describe('Statuses; a call matches any of them'),
  decisional: booleanField().nullish(),
  duration_min: seconds('Minimum').nullish(),
  duration_max: seconds('Maximum').nullish(),
  metadata: z
    .strictObject({
      filter: operator('and').describe('How the `include` conditions combine'),
      include: z
        .record(z.string().regex(/^[\w.-]{1,64}$/, msg('search.metadataKey')), metadataValue)
        .refine(
          (include) => Object.keys(include).length <= MAX_METADATA_KEYS,
          msg('search.tooManyKeys', { max: MAX_METADATA_KEYS }),
        )
        .meta({ maxProperties: MAX_METADATA_KEYS })
        .default({})
        .describe('key → value (or values, any of which matches), e.g. {"direction": "inbound"}'),
    })
    .nullish()
    .describe('Conditions on the call metadata'),
  tags: z
    .strictObject({
      filter: operator('and').describe('How the `include` tags combine'),
      include: idList('Tag').default([]).describe('Tag ids that must be detected'),
      exclude: idList('Tag').default([]).describe('Tag ids none of which may be detected'),
    })
    .nullish()
    .describe('Conditions on the detected Moriarty tags'),
  timezone: z
    .string({ error: msg('search.timeZone') })
    .max(64, msg('field.tooLong', { max: 64 }))
    .refine(isTimeZone, msg('search.unknownTimeZone'))
    .default('UTC')
    .describe('IANA time zone in which date_range bounds without offset are read'),
  date_range: z
    .strictObject({
      begin: dateBound.nullish().describe('First day or instant included'),
      end: dateBound
        .nullish()
        .describe('Last day included (a date), or the instant the range stops before'),
    })
    .nullish()
    .describe('Start-time range: `2025-11-03`, `2025-11-03T08:30` (in `timezone`) or with offset'),
};

const SPEAKERS_MESSAGE = msg('search.speakers');
export const extraFilterFields = {
  speakers: z
    .array(z.enum(['in', 'out'], { error: SPEAKERS_MESSAGE }), { error: SPEAKERS_MESSAGE })
    .max(2, SPEAKERS_MESSAGE)
    .nullish()
    .describe(
      'Who must say the words of `search`: `["in"]` the customer, `["out"]` the brand; absent or ' +
        'both: either. Highlights then show only that side’s turns.',
    ),
};

const sortFields = {
  sort: z
    .strictObject({
      field: z.enum(['start_time', 'duration'], { error: msg('search.sortField') }),
      order: z.enum(['asc', 'desc'], { error: msg('search.sortOrder') }).default('desc'),
    })
    .nullish()
    .describe('Order of the hits; default: latest call first (`start_time`, `desc`)'),
};

const pagingFields = {
  page: z
    .number({ error: msg('search.page') })
    .int(msg('search.page'))
    .min(1, msg('search.firstPage'))
    .max(10000, msg('field.atMost', { max: 10000 }))
    .default(1),
  size: z
    .number({ error: msg('search.hits') })
    .int(msg('search.hits'))
    .min(0, msg('field.zeroOrMore'))
    .max(1000, msg('field.atMost', { max: 1000 }))
    .default(20)
    .describe('Hits per page; 0 answers only `_total` (word presence)'),
};

export type FilterInput = {
  duration_min?: number | null;
  duration_max?: number | null;
  timezone: string;
  date_range?: { begin?: string | null; end?: string | null } | null;
};

/** Ranges the right way round: durations, and dates read in a time zone that exists. */
export const checkRanges = (body: FilterInput, context: z.RefinementCtx) => {
  if (body.duration_min != null && body.duration_max != null) {
    if (body.duration_min > body.duration_max)
      context.addIssue({
        code: 'custom',
        path: ['duration_max'],
        message: msg('search.durationOrder'),
      });
  }
  // An unknown time zone is already an error of its own field: no range to compare in it.
  if (!isTimeZone(body.timezone)) return;
  const begin = body.date_range?.begin && parseDateBound(body.date_range.begin);
  const end = body.date_range?.end && parseDateBound(body.date_range.end);
  if (begin && end && rangeStart(begin, body.timezone) >= rangeEnd(end, body.timezone)) {
    context.addIssue({
      code: 'custom',
      path: ['date_range', 'end'],
      message: msg('search.dateOrder'),
    });
  }
};

/** `POST search/transcription-v2/`: filters, order and paging (spec §3 "Search request body"). */
export const SearchBody = z
  .strictObject({ ...filterFields, ...extraFilterFields, ...sortFields, ...pagingFields })
  .superRefine(checkRanges);
export type SearchBody = z.infer<typeof SearchBody>;

/** The filters and order of a search, and `extra` fields (e.g. a call id). */
export const searchFiltersWith = <Extra extends z.ZodRawShape>(extra: Extra) =>
  z
    .strictObject({ ...filterFields, ...extraFilterFields, ...sortFields, ...extra })
    .superRefine((body, context) => checkRanges(body as FilterInput, context));

/** The filters and order of a search, without paging (exports). */
export const SearchFilters = searchFiltersWith({});
export type SearchFilters = z.infer<typeof SearchFilters>;

export const Highlight = z
  .object({
    turn: z.number().int().describe('Index of the turn in the transcript'),
    speaker: Speaker,
    start: z.number().int().describe('ms from the start of the call'),
    end: z.number().int().describe('ms from the start of the call'),
    text: z.string(),
  })
  .describe('A transcript turn that matches the expression');
export type Highlight = z.infer<typeof Highlight>;

export const SearchHit = CallSummary.extend({
  highlights: z
    .array(Highlight)
    .describe(
      'The turns matching the whole expression; when its words are spread over several turns, ' +
        'the turns holding any of them. Empty without `search`.',
    ),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchAnswer = z.object({
  data: z.array(SearchHit).describe('The page of hits, latest call first'),
  _total: z
    .number()
    .int()
    .describe(
      'Number of calls matching, all pages — at most 10 000 when `size` > 0 (see `_total_relation`)',
    ),
  _total_relation: z
    .enum(['eq', 'gte'])
    .describe(
      '`eq`: `_total` is exact; `gte`: more calls match than `_total` (10 000), as search engines ' +
        'answer (OpenSearch `track_total_hits`). A `size: 0` request always counts exactly.',
    ),
});
export type SearchAnswer = z.infer<typeof SearchAnswer>;
