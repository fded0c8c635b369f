import { sql, type SQL } from 'drizzle-orm';
import {
  calls,
  campaigns,
  clients,
  moriartyTags,
  type AnalyticsDimension,
} from '../../../db/schema';
import type { AggregationPlan } from './plan';
import { bucketStart, localText } from './timeBuckets';

// Each dimension as SQL: the key of a call (read in the query's `rows`, over `calls` and, for
// tags, one row per detected tag), the key as answered, and its label.

/** The tags of a call, one row each (`tag.value`, `tag.n` its rank); a call without any: one row of nulls. */
export const TAG_ROWS = sql`LEFT JOIN LATERAL jsonb_array_elements(${calls.detectedTags}) WITH ORDINALITY AS tag(value, n) ON true`;

/** Whether the key of a dimension comes from the tag rows. */
export const needsTagRows = (plan: Pick<AggregationPlan, 'dimension' | 'breakdown'>) =>
  plan.dimension === 'tag' || plan.breakdown === 'tag';

const durationBucket = (bounds: readonly number[]) =>
  sql`width_bucket(${calls.duration}, ARRAY[${sql.join(
    bounds.map((bound) => sql`${bound}::int`),
    sql`, `,
  )}])`;

/** The key of a call on a dimension. */
export function keyOf(dimension: AnalyticsDimension, plan: AggregationPlan): SQL {
  switch (dimension) {
    case 'time':
      return bucketStart(sql`${calls.startTime}`, plan);
    case 'tag':
      return sql`(tag.value->>'id')::int`;
    case 'client':
      return sql`${calls.clientId}`;
    case 'campaign':
      return sql`${calls.campaignId}`;
    case 'status':
      return sql`${calls.status}`;
    case 'language':
      return sql`${calls.lang}`;
    case 'duration':
      // 0: under the first bound, i: from bound i-1 up to bound i, n: the last bound or more.
      return durationBucket(plan.durationBounds);
    case 'metadata':
      return sql`(${calls.metadata} ->> ${plan.metadataKey ?? ''}::text)`;
  }
}

/** A key (a column of the grouped rows) as answered: text, time buckets as local starts. */
export const keyText = (dimension: AnalyticsDimension, key: SQL): SQL =>
  dimension === 'time' ? localText(key) : sql`(${key})::text`;

/** The label of a key: a tag's label, a client's or campaign's name; else null. */
export function labelOf(dimension: AnalyticsDimension, key: SQL): SQL {
  switch (dimension) {
    case 'tag':
      return sql`(SELECT ${moriartyTags.label} FROM ${moriartyTags} WHERE ${moriartyTags.id} = ${key})`;
    case 'client':
      return sql`(SELECT ${clients.name} FROM ${clients} WHERE ${clients.id} = ${key})`;
    case 'campaign':
      return sql`(SELECT ${campaigns.name} FROM ${campaigns} WHERE ${campaigns.id} = ${key})`;
    default:
      return sql`NULL::text`;
  }
}

/** Time and duration buckets come in their order; the others largest first. */
export const inKeyOrder = (dimension: AnalyticsDimension) =>
  dimension === 'time' || dimension === 'duration';
