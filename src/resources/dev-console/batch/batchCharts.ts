import { overTime, type ChartSpec, type TimeSeries } from '../common/chartData';
import { BATCH_KEYS, type BatchBucket, type BatchTimeseries } from './batchRecords';

type BatchChart = ChartSpec<BatchTimeseries>;
const tile = (key: string) => `${BATCH_KEYS}.tiles.${key}`;

/** Jobs failed in the period by reason, most frequent first. */
const failuresByReason: BatchChart['toChart'] = (answer, translate) => {
  const totals = new Map<string, number>();
  for (const bucket of answer.buckets)
    for (const [reason, count] of Object.entries(bucket.failures_by_reason))
      totals.set(reason, (totals.get(reason) ?? 0) + count);
  return {
    rows: [...totals]
      .sort((a, b) => b[1] - a[1])
      .map(([reason, failed]) => ({
        name: translate(`${BATCH_KEYS}.reasons.${reason}`, { _: reason }),
        failed,
      })),
    series: [{ key: 'failed', label: translate(tile('failed')), tone: 'error' }],
  };
};

/** Labels are i18n keys here, translated when drawn. */
const JOBS: readonly TimeSeries<BatchBucket>[] = [
  { key: 'submitted', label: tile('submitted'), pick: (bucket) => bucket.submitted },
  {
    key: 'completed',
    label: tile('completed'),
    pick: (bucket) => bucket.completed,
    tone: 'success',
  },
  { key: 'failed', label: tile('failed'), pick: (bucket) => bucket.failed, tone: 'error' },
];

/** The batch dashboard's charts, in their order on the page. */
export const BATCH_CHARTS: readonly BatchChart[] = [
  {
    id: 'jobs',
    kind: 'line',
    format: 'count',
    toChart: (answer, translate, locale) =>
      overTime(
        answer,
        locale,
        JOBS.map((series) => ({ ...series, label: translate(series.label) })),
      ),
  },
  {
    id: 'queue_length',
    kind: 'line',
    empty: 'noQueue',
    format: 'count',
    toChart: (answer, translate, locale) =>
      overTime(answer, locale, [
        { key: 'queue', label: translate(tile('queue_length')), pick: (b) => b.queue_length },
      ]),
  },
  {
    id: 'processing',
    kind: 'line',
    format: 'seconds',
    toChart: (answer, _translate, locale) =>
      overTime(
        answer,
        locale,
        (['p50', 'p95'] as const).map((key) => ({
          key,
          label: key,
          pick: (bucket) => bucket.processing_seconds[key],
        })),
      ),
  },
  {
    id: 'audio_hours',
    kind: 'bar',
    format: 'hours',
    toChart: (answer, translate, locale) =>
      overTime(answer, locale, [
        { key: 'audio', label: translate(tile('audio_hours')), pick: (b) => b.audio_hours },
      ]),
  },
  {
    id: 'failures',
    kind: 'bar',
    format: 'count',
    categorical: true,
    wide: true,
    empty: 'noFailures',
    toChart: failuresByReason,
  },
];
