import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { batchJobs } from '../../db/schema';
import type { ClientScope } from '../shared/clientScope';
import type { MetricsBuckets, MetricsPeriod } from '../shared/metrics/period';
import {
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
import { queueAtMarks } from './queue';
import type { BatchSummary, BatchTimeseries, ProcessingTime } from './stats.schemas';

const jobFilter = (scope: ClientScope, period: MetricsPeriod) =>
  metricsFilter(batchJobs, scope, period);

/** Jobs that finished (completed or failed) in the period: bucket key (if any) and figures. */
const finishedOf = (filter: SQL, period: MetricsPeriod, key: SQL = sql`NULL::timestamp`) =>
  sql`SELECT ${key} AS k, ${batchJobs.status} AS status, ${batchJobs.audioSeconds} AS audio_seconds,
      extract(epoch FROM ${batchJobs.completedAt} - ${batchJobs.startedAt})::float8 AS processing,
      coalesce(${batchJobs.failureReason}, 'unknown') AS reason
    FROM ${batchJobs}
    WHERE ${filter} AND ${batchJobs.status} IN ('completed', 'failed')
      AND ${inPeriod(batchJobs.completedAt, period)}`;

const isCompleted = sql`status = 'completed'`;

/** Figures over the rows of `finished`, per group. */
const FIGURES = sql`(count(*) FILTER (WHERE ${isCompleted}))::int AS completed,
  (count(*) FILTER (WHERE status = 'failed'))::int AS failed,
  ${percentile(0.5, sql`processing`, 1, isCompleted)} AS p50,
  ${percentile(0.95, sql`processing`, 1, isCompleted)} AS p95,
  ${rounded(sql`coalesce(sum(audio_seconds) FILTER (WHERE ${isCompleted}), 0) / 3600`, 2)} AS audio_hours`;

interface FigureRow extends Record<string, unknown> {
  completed: number | null;
  failed: number | null;
  p50: number | null;
  p95: number | null;
  audio_hours: number | null;
}

const processingOf = (row: FigureRow): ProcessingTime => ({ p50: row.p50, p95: row.p95 });

const ratio = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;

/** The dashboard's tiles over a period, and the queue now. */
export async function batchSummary(
  db: AppDatabase,
  scope: ClientScope,
  period: MetricsPeriod,
): Promise<BatchSummary> {
  const filter = jobFilter(scope, period);
  const [figures] = await rowsOf<FigureRow>(
    db,
    sql`WITH finished AS (${finishedOf(filter, period)}) SELECT ${FIGURES} FROM finished`,
  );
  const [counts] = await rowsOf<{ submitted: number; queued: number; running: number }>(
    db,
    sql`SELECT
        (SELECT count(*) FROM ${batchJobs}
          WHERE ${filter} AND ${inPeriod(batchJobs.submittedAt, period)})::int AS submitted,
        (SELECT count(*) FROM ${batchJobs}
          WHERE ${filter} AND ${batchJobs.status} = 'queued')::int AS queued,
        (SELECT count(*) FROM ${batchJobs}
          WHERE ${filter} AND ${batchJobs.status} = 'running')::int AS running`,
  );
  const completed = figures.completed ?? 0;
  const failed = figures.failed ?? 0;
  return {
    ...periodAnswer(period),
    submitted: counts.submitted,
    completed,
    failed,
    failure_rate: ratio(failed, completed + failed),
    queue_length: counts.queued,
    running: counts.running,
    processing_seconds: processingOf(figures),
    audio_hours: figures.audio_hours ?? 0,
  };
}

interface BucketRow extends FigureRow, SeriesRow {
  submitted: number | null;
  reasons: Record<string, number> | null;
  queue_length: number | null;
}

/** The figures per bucket, every bucket of the period. */
export async function batchTimeseries(
  db: AppDatabase,
  scope: ClientScope,
  buckets: MetricsBuckets,
): Promise<BatchTimeseries> {
  const filter = jobFilter(scope, buckets);
  const rows = await rowsOf<BucketRow>(
    db,
    sql`WITH series AS (${seriesOf(buckets)}),
      submitted AS (
        SELECT k, count(*)::int AS n FROM (
          SELECT ${bucketOf(batchJobs.submittedAt, buckets)} AS k FROM ${batchJobs}
          WHERE ${filter} AND ${inPeriod(batchJobs.submittedAt, buckets)}
        ) AS jobs GROUP BY k
      ),
      finished AS (${finishedOf(filter, buckets, bucketOf(batchJobs.completedAt, buckets))}),
      figures AS (SELECT k, ${FIGURES} FROM finished GROUP BY k),
      reasons AS (
        SELECT k, jsonb_object_agg(reason, n) AS reasons FROM (
          SELECT k, reason, count(*)::int AS n FROM finished WHERE status = 'failed'
          GROUP BY k, reason
        ) AS failures GROUP BY k
      ),
      -- The queue at each bucket's end (now for the bucket holding now; none after now).
      marks AS (SELECT k, least(b_to, now()) AS t FROM series WHERE b_from <= now()),
      ${queueAtMarks(filter)}
    SELECT ${seriesColumns(buckets)}, submitted.n AS submitted, figures.completed,
      figures.failed, figures.p50, figures.p95, figures.audio_hours, reasons.reasons,
      queue.queue_length
    FROM series
      LEFT JOIN submitted ON submitted.k = series.k
      LEFT JOIN figures ON figures.k = series.k
      LEFT JOIN reasons ON reasons.k = series.k
      LEFT JOIN queue ON queue.k = series.k
    ORDER BY series.k`,
  );
  return timeseriesAnswer(buckets, rows, (row) => ({
    submitted: row.submitted ?? 0,
    completed: row.completed ?? 0,
    failed: row.failed ?? 0,
    queue_length: row.queue_length,
    processing_seconds: processingOf(row),
    audio_hours: row.audio_hours ?? 0,
    failures_by_reason: row.reasons ?? {},
  }));
}
