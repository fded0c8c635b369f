import {
  and,
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
import { summaryColumns, toCallSummary } from './calls.queries';
import type { SearchCriteria } from './criteria';
import type { Highlight, SearchAnswer } from './search.schemas';

// The one place that turns search criteria into SQL: PostgreSQL full-text search over the calls'
// generated `search_vector` (GIN index), the same on PGlite and PostgreSQL. An engine such as
// OpenSearch would replace this module behind the same `searchCalls(criteria)`.

const KNOWN_LANGUAGES = Object.keys(SEARCH_CONFIGS);

const regconfig = (lang: string | undefined) =>
  // Only the constant configuration names of the schema reach sql.raw, never the request.
  sql.raw(
    `'${SEARCH_CONFIGS[lang as keyof typeof SEARCH_CONFIGS] ?? FALLBACK_SEARCH_CONFIG}'::regconfig`,
  );

const vectorMatches = (expression: string, lang: string | undefined) =>
  sql`${calls.searchVector} @@ websearch_to_tsquery(${regconfig(lang)}, ${expression})`;

/**
 * The expression in the call's own language. One branch per language, each with a constant
 * configuration, so that every branch can use the GIN index.
 */
function expressionMatches(expression: string, lang: string | undefined): SQL | undefined {
  if (lang) return vectorMatches(expression, lang);
  return or(
    ...KNOWN_LANGUAGES.map((code) => and(eq(calls.lang, code), vectorMatches(expression, code))),
    and(notInArray(calls.lang, KNOWN_LANGUAGES), vectorMatches(expression, undefined)),
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
    criteria.expression ? expressionMatches(criteria.expression, criteria.lang) : undefined,
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

/** One page of the calls matching the criteria, latest first, and how many match in all. */
export async function searchCalls(
  db: AppDatabase,
  criteria: SearchCriteria,
): Promise<SearchAnswer> {
  const where = callFilter(criteria);
  const [{ total }] = await db.select({ total: count() }).from(calls).where(where);
  if (criteria.size === 0 || total <= (criteria.page - 1) * criteria.size) {
    return { data: [], _total: total };
  }
  const rows = await db
    .select(summaryColumns)
    .from(calls)
    .innerJoin(clients, eq(clients.id, calls.clientId))
    .innerJoin(campaigns, eq(campaigns.id, calls.campaignId))
    .where(where)
    .orderBy(desc(calls.startTime), desc(calls.id))
    .limit(criteria.size)
    .offset((criteria.page - 1) * criteria.size);
  const highlights = criteria.expression
    ? await matchingTurns(
        db,
        rows.map((row) => row.id),
        criteria.expression,
      )
    : new Map<string, Highlight[]>();
  return {
    data: rows.map((row) => ({ ...toCallSummary(row), highlights: highlights.get(row.id) ?? [] })),
    _total: total,
  };
}
