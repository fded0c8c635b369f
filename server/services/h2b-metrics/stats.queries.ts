import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { H2B_COMPLETION_CAUSES, h2bSessions } from '../../db/schema';
import type { ClientScope } from '../shared/clientScope';
import type { MetricsBuckets, MetricsPeriod } from '../shared/metrics/period';
import {
  at,
  bucketOf,
  inPeriod,
  metricsFilter,
  percentile,
  rounded,
  rowsOf,
  seriesColumns,
  seriesOf,
} from '../shared/metrics/sql';
import { periodAnswer, timeseriesAnswer, type SeriesRow } from '../shared/metrics/answers';
import { changesOf, RUNNING, spansOf } from './concurrency';
import type { CompletionCauses, H2bSummary, H2bTimeseries, Latency } from './stats.schemas';

/** The caller's sessions the filters keep. */
const sessionFilter = (scope: ClientScope, period: MetricsPeriod) =>
  metricsFilter(h2bSessions, scope, period);

/** Figures over the rows of `picked` (sessions started in the period), per group. */
const FIGURES = sql`count(*)::int AS sessions,
  ${rounded(sql`coalesce(sum(audio_seconds), 0) / 60`, 2)} AS audio_minutes,
  ${percentile(0.5, sql`final_latency_ms`, 1)} AS p50,
  ${percentile(0.95, sql`final_latency_ms`, 1)} AS p95,
  ${percentile(0.99, sql`final_latency_ms`, 1)} AS p99`;

interface FigureRow extends Record<string, unknown> {
  sessions: number | null;
  audio_minutes: number | null;
  p50: number | null;
  p95: number | null;
  p99: number | null;
}

const latencyOf = (row: FigureRow): Latency => ({ p50: row.p50, p95: row.p95, p99: row.p99 });

/** Sessions started in the period: their bucket key (if any), audio, latency, cause. */
const pickedOf = (filter: SQL, period: MetricsPeriod, key: SQL = sql`NULL::timestamp`) =>
  sql`SELECT ${key} AS k, ${h2bSessions.audioSeconds} AS audio_seconds,
      ${h2bSessions.finalLatencyMs} AS final_latency_ms,
      ${h2bSessions.completionCause} AS completion_cause
    FROM ${h2bSessions} WHERE ${filter} AND ${inPeriod(h2bSessions.startedAt, period)}`;

/** The dashboard's tiles over a period. */
export async function h2bSummary(
  db: AppDatabase,
  scope: ClientScope,
  period: MetricsPeriod,
): Promise<H2bSummary> {
  const filter = sessionFilter(scope, period);
  const [figures] = await rowsOf<FigureRow & { success_rate: number | null }>(
    db,
    sql`WITH picked AS (${pickedOf(filter, period)})
      SELECT ${FIGURES},
        ${rounded(
          sql`(count(*) FILTER (WHERE completion_cause = 'Success'))::numeric
            / nullif(count(completion_cause), 0)`,
          4,
        )} AS success_rate
      FROM picked`,
  );
  const [{ peak }] = await rowsOf<{ peak: number }>(
    db,
    sql`WITH spans AS (${spansOf(filter, period)}), events AS (${changesOf(period)}),
        running AS (${RUNNING})
      SELECT coalesce(max(c), 0)::int AS peak FROM running`,
  );
  return {
    ...periodAnswer(period),
    sessions: figures.sessions ?? 0,
    peak_concurrent: peak,
    audio_minutes: figures.audio_minutes ?? 0,
    latency_ms: latencyOf(figures),
    success_rate: figures.success_rate,
  };
}

/** `{"Success": n, ...}`: sessions of the group by completion cause, every cause. */
const CAUSES = sql`jsonb_build_object(${sql.join(
  H2B_COMPLETION_CAUSES.map(
    (cause) => sql`${cause}::text, count(*) FILTER (WHERE completion_cause = ${cause}::text)`,
  ),
  sql`, `,
)})`;

const noCauses = (): CompletionCauses =>
  Object.fromEntries(H2B_COMPLETION_CAUSES.map((cause) => [cause, 0])) as CompletionCauses;

interface BucketRow extends FigureRow, SeriesRow {
  causes: CompletionCauses | null;
  peak: number | null;
}

/** The figures per bucket, every bucket of the period. */
export async function h2bTimeseries(
  db: AppDatabase,
  scope: ClientScope,
  buckets: MetricsBuckets,
): Promise<H2bTimeseries> {
  const filter = sessionFilter(scope, buckets);
  const rows = await rowsOf<BucketRow>(
    db,
    sql`WITH series AS (${seriesOf(buckets)}),
      picked AS (${pickedOf(filter, buckets, bucketOf(h2bSessions.startedAt, buckets))}),
      figures AS (SELECT k, ${FIGURES}, ${CAUSES} AS causes FROM picked GROUP BY k),
      spans AS (${spansOf(filter, buckets)}),
      -- A mark (0) at each bucket's start: the streams already open then.
      events AS (${changesOf(buckets)}
        UNION ALL SELECT greatest(b_from, ${at(buckets.from)}), 0 FROM series),
      running AS (${RUNNING}),
      peaks AS (
        SELECT k, max(c)::int AS peak
        FROM (SELECT ${bucketOf(sql`t`, buckets)} AS k, c FROM running) AS changes GROUP BY k
      )
    SELECT ${seriesColumns(buckets)}, figures.sessions, figures.audio_minutes, figures.p50,
      figures.p95, figures.p99, figures.causes, peaks.peak
    FROM series
      LEFT JOIN figures ON figures.k = series.k
      LEFT JOIN peaks ON peaks.k = series.k
    ORDER BY series.k`,
  );
  return timeseriesAnswer(buckets, rows, (row) => ({
    sessions: row.sessions ?? 0,
    peak_concurrent: row.peak ?? 0,
    audio_minutes: row.audio_minutes ?? 0,
    latency_ms: latencyOf(row),
    completion_causes: { ...noCauses(), ...row.causes },
  }));
}
