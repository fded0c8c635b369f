import { overTime, type ChartKind, type ChartSeries, type ChartSpec } from '../common/chartData';
import type { FormatName } from '../common/formatters';
import { H2B_KEYS, type H2bTimeseries } from './h2bRecords';

type H2bChart = ChartSpec<H2bTimeseries>;

type Figure = 'sessions' | 'peak_concurrent' | 'audio_minutes';

/** A chart of one figure of the buckets, named like its tile. */
const figure = (key: Figure, kind: ChartKind, format: FormatName): H2bChart => ({
  id: key,
  kind,
  format,
  toChart: (answer, translate, locale) =>
    overTime(answer, locale, [
      { key, label: translate(`${H2B_KEYS}.tiles.${key}`), pick: (bucket) => bucket[key] },
    ]),
});

const PERCENTILES = ['p50', 'p95', 'p99'] as const;
const TONES: Readonly<Record<string, ChartSeries['tone']>> = { Success: 'success', Error: 'error' };

/** The causes that occur in the period, most frequent first. */
const causesOf = (answer: H2bTimeseries) => {
  const totals = new Map<string, number>();
  for (const bucket of answer.buckets)
    for (const [cause, count] of Object.entries(bucket.completion_causes))
      totals.set(cause, (totals.get(cause) ?? 0) + count);
  return [...totals].filter(([, total]) => total > 0).sort((a, b) => b[1] - a[1]);
};

/** The H2B dashboard's charts, in their order on the page. */
export const H2B_CHARTS: readonly H2bChart[] = [
  figure('sessions', 'bar', 'count'),
  figure('peak_concurrent', 'line', 'count'),
  figure('audio_minutes', 'bar', 'minutes'),
  {
    id: 'latency',
    kind: 'line',
    empty: 'noLatency',
    format: 'ms',
    toChart: (answer, _translate, locale) =>
      overTime(
        answer,
        locale,
        PERCENTILES.map((key) => ({ key, label: key, pick: (bucket) => bucket.latency_ms[key] })),
      ),
  },
  {
    id: 'completion_causes',
    kind: 'stacked',
    wide: true,
    format: 'count',
    toChart: (answer, translate, locale) =>
      overTime(
        answer,
        locale,
        causesOf(answer).map(([cause]) => ({
          key: cause,
          label: translate(`${H2B_KEYS}.causes.${cause}`, { _: cause }),
          tone: TONES[cause],
          pick: (bucket) => bucket.completion_causes[cause] ?? 0,
        })),
      ),
  },
];
