import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  not,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import {
  calls,
  campaigns,
  clients,
  FALLBACK_SEARCH_CONFIG,
  SEARCH_CONFIGS,
  searchConfigOf,
  type Speaker,
} from '../../db/schema';
import { summaryColumns, tagLabelsOf, toCallSummary, type SummaryRow } from './calls.queries';
import type { CallSummary } from './calls.schemas';
import type { SearchCriteria } from './criteria';
import type { Highlight, SearchAnswer } from './search.schemas';
import type { CallViewer } from './viewer';
import { cachedHighlights, rowVersion } from './highlightCache';

// The one place that turns search criteria into SQL: PostgreSQL full-text search over the calls'
// generated `search_vector` (GIN index), the same on PGlite and PostgreSQL. An engine such as
// OpenSearch would replace this module behind the same `searchCalls(criteria)`.

const KNOWN_LANGUAGES = Object.keys(SEARCH_CONFIGS);

const regconfig = (lang: string | undefined) =>
  // Only the constant configuration names of the schema reach sql.raw, never the request.
  sql.raw(
    `'${SEARCH_CONFIGS[lang as keyof typeof SEARCH_CONFIGS] ?? FALLBACK_SEARCH_CONFIG}'::regconfig`,
  );

// Lexemes of a tsquery's text: 'résili' <-> 'abon' & !'frais'.
const LEXEME = "('(?:[^']|'')+')";
/** Weight of each speaker's words in `search_vector` (see the calls schema). */
const SPEAKER_WEIGHT: Record<Speaker, string> = { in: 'A', out: 'B' };

/**
 * The expression as a tsquery; with one speaker, every lexeme restricted to that speaker's weight
 * (`'abon':A`), so only the words that side said count.
 */
function tsquery(expression: string, lang: string | undefined, speakers?: readonly Speaker[]) {
  const query = sql`websearch_to_tsquery(${regconfig(lang)}, ${expression})`;
  if (!speakers?.length) return query;
  const weights = speakers.map((speaker) => SPEAKER_WEIGHT[speaker]).join('');
  return sql`regexp_replace(${query}::text, ${LEXEME}, ${`\\1:${weights}`}, 'g')::tsquery`;
}

const vectorMatches = (
  expression: string,
  lang: string | undefined,
  speakers?: readonly Speaker[],
) => sql`${calls.searchVector} @@ ${tsquery(expression, lang, speakers)}`;

/**
 * The expression in the call's own language. One branch per language, each with a constant
 * configuration, so that every branch can use the GIN index.
 */
function expressionMatches(
  expression: string,
  lang: string | undefined,
  speakers?: readonly Speaker[],
): SQL | undefined {
  if (lang) return vectorMatches(expression, lang, speakers);
  return or(
    ...KNOWN_LANGUAGES.map((code) =>
      and(eq(calls.lang, code), vectorMatches(expression, code, speakers)),
    ),
    and(notInArray(calls.lang, KNOWN_LANGUAGES), vectorMatches(expression, undefined, speakers)),
  );
}

const contains = (column: typeof calls.metadata | typeof calls.detectedTags, value: unknown) =>
  sql`${column} @> ${JSON.stringify(value)}::jsonb`;

const combine = (operator: 'and' | 'or', conditions: (SQL | undefined)[]) =>
  operator === 'and' ? and(...conditions) : or(...conditions);

const hasTag = (id: number) => contains(calls.detectedTags, [{ id }]);

/** Every condition of the criteria, or `false` when the caller may see no client. */
export function callFilter(criteria: SearchCriteria): SQL | undefined {
  const { clientIds, campaignIds, statuses, metadata, tags } = criteria;
  if (clientIds?.length === 0) return sql`false`;
  return and(
    clientIds && inArray(calls.clientId, [...clientIds]),
    campaignIds?.length ? inArray(calls.campaignId, [...campaignIds]) : undefined,
    statuses?.length ? inArray(calls.status, [...statuses]) : undefined,
    criteria.lang === undefined ? undefined : eq(calls.lang, criteria.lang),
    criteria.decisional === undefined ? undefined : eq(calls.decisional, criteria.decisional),
    criteria.minDuration === undefined ? undefined : gte(calls.duration, criteria.minDuration),
    criteria.maxDuration === undefined ? undefined : lte(calls.duration, criteria.maxDuration),
    criteria.from && gte(calls.startTime, criteria.from),
    criteria.to && lt(calls.startTime, criteria.to),
    metadata &&
      combine(
        metadata.operator,
        metadata.conditions.map(({ key, values }) =>
          or(...values.map((value) => contains(calls.metadata, { [key]: value }))),
        ),
      ),
    tags?.include.length ? combine(tags.operator, tags.include.map(hasTag)) : undefined,
    tags?.exclude.length ? not(or(...tags.exclude.map(hasTag)) as SQL) : undefined,
    criteria.expression
      ? expressionMatches(criteria.expression, criteria.lang, criteria.speakers)
      : undefined,
  );
}

interface TurnRow extends Record<string, unknown> {
  call_id: string;
  turn: number;
  speaker: Speaker;
  start: number;
  end: number;
  text: string;
  whole: boolean;
}

// Positive lexemes of a tsquery's text ('résili' <2> 'abon' & !'frais' → 'résili', 'abon').
const POSITIVE_LEXEME = "(?<!!)('(?:[^']|'')+')";

/**
 * The turns of these calls that match the expression; for a call where no single turn does (its
 * words are spread over several turns), the turns holding any of its words.
 */
async function matchingTurns(
  db: AppDatabase,
  ids: readonly string[],
  expression: string,
  speakers: readonly Speaker[] | undefined,
): Promise<Map<string, Highlight[]>> {
  const config = searchConfigOf(calls.lang);
  const query = sql`
    SELECT ${calls.id} AS call_id, (turns.idx - 1)::int AS turn,
      turns.value->>'speaker' AS speaker, (turns.value->>'start')::int AS start,
      (turns.value->>'end')::int AS "end", turns.value->>'text' AS text,
      vector.v @@ query.whole AS whole
    FROM ${calls}
    CROSS JOIN LATERAL (SELECT websearch_to_tsquery(${config}, ${expression}) AS whole) AS query
    CROSS JOIN LATERAL (
      SELECT string_agg(lexeme.parts[1], ' | ')::tsquery AS any
      FROM regexp_matches(query.whole::text, ${POSITIVE_LEXEME}, 'g') AS lexeme(parts)
    ) AS terms
    CROSS JOIN LATERAL jsonb_array_elements(${calls.transcript}) WITH ORDINALITY AS turns(value, idx)
    CROSS JOIN LATERAL (SELECT to_tsvector(${config}, turns.value->>'text') AS v) AS vector
    WHERE ${inArray(calls.id, [...ids])} AND (vector.v @@ query.whole OR vector.v @@ terms.any)
      ${
        speakers?.length
          ? sql`AND turns.value->>'speaker' IN (${sql.join(
              speakers.map((speaker) => sql`${speaker}`),
              sql`, `,
            )})`
          : sql``
      }
    ORDER BY ${calls.id}, turns.idx`;
  // Both drivers (PGlite, node-postgres) answer raw queries with `{ rows }`.
  const { rows } = (await db.execute(query)) as unknown as { rows: TurnRow[] };
  const byCall = new Map<string, TurnRow[]>();
  for (const row of rows) byCall.set(row.call_id, [...(byCall.get(row.call_id) ?? []), row]);
  const highlights = new Map<string, Highlight[]>();
  for (const [id, turns] of byCall) {
    const whole = turns.filter((turn) => turn.whole);
    highlights.set(
      id,
      (whole.length ? whole : turns).map(({ turn, speaker, start, end, text }) => ({
        turn,
        speaker,
        start,
        end,
        text,
      })),
    );
  }
  return highlights;
}

const sortColumn = (criteria: SearchCriteria) =>
  criteria.sort?.field === 'duration' ? calls.duration : calls.startTime;
const descending = (criteria: SearchCriteria) => (criteria.sort?.order ?? 'desc') === 'desc';

/** ORDER BY of the criteria's sort, the call id breaking ties (pages never overlap). */
const orderOf = (criteria: SearchCriteria, reverse = false) => {
  const direction = descending(criteria) !== reverse ? desc : asc;
  return [direction(sortColumn(criteria)), direction(calls.id)];
};

/** A call's place in the order: its sort value and id. */
interface SortKey {
  value: Date | number;
  id: string;
}

const sortValue = (key: SortKey) =>
  key.value instanceof Date ? sql`${key.value.toISOString()}::timestamptz` : sql`${key.value}`;

/** The calls after (or before) `key` in the criteria's order. */
const beyond = (criteria: SearchCriteria, key: SortKey, before = false) =>
  sql`(${sortColumn(criteria)}, ${calls.id}) ${sql.raw(descending(criteria) !== before ? '<' : '>')} (${sortValue(key)}, ${key.id})`;

/** Page rows as answers: tag labels, visible metadata, highlights. */
async function answersOf(
  db: AppDatabase,
  rows: SummaryRow[],
  viewer: Pick<CallViewer, 'callerNumber'>,
  highlights?: ReadonlyMap<string, Highlight[]>,
) {
  const labels = await tagLabelsOf(
    db,
    rows.map((row) => row.detectedTags),
  );
  return rows.map((row) => ({
    ...toCallSummary(row, labels, viewer),
    highlights: highlights?.get(row.id) ?? [],
  }));
}

const summaries = (db: AppDatabase) =>
  db
    .select(summaryColumns)
    .from(calls)
    .innerJoin(clients, eq(clients.id, calls.clientId))
    .innerJoin(campaigns, eq(campaigns.id, calls.campaignId));

/**
 * Above this many matches a page's total is answered as "at least" this many, as search engines
 * do (OpenSearch's `track_total_hits`): counting a million matches exactly would read a million
 * rows for a number nobody pages through. `size: 0` (a count request) always counts exactly.
 */
export const TRACK_TOTAL_HITS = 10_000;

/** How many calls match the criteria; with `cap`, counting stops past it. */
export async function countCalls(
  db: AppDatabase,
  criteria: SearchCriteria,
  cap?: number,
): Promise<number> {
  const where = callFilter(criteria);
  if (cap === undefined) {
    const [{ total }] = await db.select({ total: count() }).from(calls).where(where);
    return total;
  }
  const limited = db
    .select({ one: sql`1` })
    .from(calls)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [{ total }] = await db.select({ total: count() }).from(limited);
  return total;
}

/** One page of the calls matching the criteria, in its order, and how many match in all. */
export async function searchCalls(
  db: AppDatabase,
  criteria: SearchCriteria,
  viewer: Pick<CallViewer, 'callerNumber'> = { callerNumber: true },
): Promise<SearchAnswer> {
  const cap = criteria.size === 0 ? undefined : TRACK_TOTAL_HITS;
  // The count and the page are independent: on PostgreSQL they run side by side.
  const [counted, page] = await Promise.all([
    countCalls(db, criteria, cap),
    criteria.size === 0 ? undefined : pageOf(db, criteria),
  ]);
  const total = cap !== undefined && counted > cap ? cap : counted;
  const relation = total < counted ? ('gte' as const) : ('eq' as const);
  return {
    data: page ? await answersOf(db, page.rows, viewer, page.highlights) : [],
    _total: total,
    _total_relation: relation,
  };
}

/** One page of rows, with the turns matching the expression. */
async function pageOf(db: AppDatabase, criteria: SearchCriteria) {
  const rows = await db
    .select({ ...summaryColumns, version: rowVersion })
    .from(calls)
    .innerJoin(clients, eq(clients.id, calls.clientId))
    .innerJoin(campaigns, eq(campaigns.id, calls.campaignId))
    .where(callFilter(criteria))
    .orderBy(...orderOf(criteria))
    .limit(criteria.size)
    .offset((criteria.page - 1) * criteria.size);
  const { expression, speakers } = criteria;
  const highlights =
    expression && rows.length
      ? await cachedHighlights(db, rows, expression, speakers, (ids) =>
          matchingTurns(db, ids, expression, speakers),
        )
      : undefined;
  return { rows, highlights };
}

/**
 * Every call matching the criteria, in its order, `batch` at a time (keyset pagination: each
 * batch starts after the last call of the previous one), so a caller can stream millions of calls
 * in constant memory.
 */
export async function* matchingCalls(
  db: AppDatabase,
  criteria: SearchCriteria,
  viewer: Pick<CallViewer, 'callerNumber'>,
  batch = 1000,
): AsyncGenerator<CallSummary[]> {
  const where = callFilter(criteria);
  let after: SortKey | undefined;
  for (;;) {
    const rows = await summaries(db)
      .where(and(where, after && beyond(criteria, after)))
      .orderBy(...orderOf(criteria))
      .limit(batch);
    if (rows.length === 0) return;
    const labels = await tagLabelsOf(
      db,
      rows.map((row) => row.detectedTags),
    );
    yield rows.map((row) => toCallSummary(row, labels, viewer));
    const last = rows[rows.length - 1];
    after = {
      value: criteria.sort?.field === 'duration' ? last.duration : last.startTime,
      id: last.id,
    };
    if (rows.length < batch) return;
  }
}

/** Where a call sits in the list of the criteria: the calls before and after it, its rank. */
export interface Neighbours {
  previous: string | null;
  next: string | null;
  /** 1-based rank of the call among the matching calls; null when it does not match. */
  position: number | null;
  total: number;
}

/** The neighbours of a call the caller may read (undefined when it may not, or does not exist). */
export async function neighboursOf(
  db: AppDatabase,
  criteria: SearchCriteria,
  id: string,
): Promise<Neighbours | undefined> {
  const where = callFilter(criteria);
  const scope = callFilter({ clientIds: criteria.clientIds, page: 1, size: 0 });
  const [call] = await db
    .select({ id: calls.id, startTime: calls.startTime, duration: calls.duration })
    .from(calls)
    .where(and(eq(calls.id, id), scope));
  if (!call) return undefined;
  const key = {
    value: criteria.sort?.field === 'duration' ? call.duration : call.startTime,
    id: call.id,
  };
  const nearest = async (before: boolean) => {
    const [row] = await db
      .select({ id: calls.id })
      .from(calls)
      .where(and(where, beyond(criteria, key, before)))
      .orderBy(...orderOf(criteria, before))
      .limit(1);
    return row?.id ?? null;
  };
  const [previous, next, total, [{ matches }], [{ earlier }]] = await Promise.all([
    nearest(true),
    nearest(false),
    countCalls(db, criteria),
    db
      .select({ matches: count() })
      .from(calls)
      .where(and(where, eq(calls.id, id))),
    db
      .select({ earlier: count() })
      .from(calls)
      .where(and(where, beyond(criteria, key, true))),
  ]);
  return { previous, next, position: matches ? earlier + 1 : null, total };
}
