import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsMetric } from '../../../db/schema';

/** What is summed in a bucket; every metric derives from these. */
export interface Figures {
  calls: number;
  /** Seconds. */
  duration: number;
  /** Calls with at least one tag. */
  tagged: number;
}

/** The columns holding a bucket's figures in a query. */
export type FigureColumns = { [Name in keyof Figures]: SQL };

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * A metric from a bucket's figures. `whole`: the calls `share` divides by — every matching call
 * for a bucket, the bucket's calls for an entry of its breakdown.
 */
export function metricValue(metric: AnalyticsMetric, figures: Figures, whole: number) {
  switch (metric) {
    case 'calls':
      return figures.calls;
    case 'total_duration':
      return figures.duration;
    case 'average_duration':
      return ratio(figures.duration, figures.calls);
    case 'share':
      return ratio(figures.calls, whole);
    case 'tagged_share':
      return ratio(figures.tagged, figures.calls);
  }
}

/** The same metric in SQL, to order buckets by it (the largest first). */
export function metricOrder(metric: AnalyticsMetric, columns: FigureColumns): SQL {
  switch (metric) {
    case 'calls':
    case 'share':
      return columns.calls;
    case 'total_duration':
      return columns.duration;
    case 'average_duration':
      return sql`(${columns.duration} / nullif(${columns.calls}, 0))`;
    case 'tagged_share':
      return sql`(${columns.tagged}::float8 / nullif(${columns.calls}, 0))`;
  }
}
