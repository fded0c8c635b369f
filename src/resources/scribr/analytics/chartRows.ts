import type { AggregationAnswer, Bucket, BucketEntry } from './chartRecord';

/** One point of a drawn chart: a bucket, its value and, with a breakdown, one value per series. */
export interface ChartRow {
  index: number;
  name: string;
  value: number | null;
  [series: `s:${string}`]: number | null;
}

export interface ChartSeries {
  dataKey: `s:${string}`;
  name: string;
}

const seriesKey = (entry: BucketEntry): `s:${string}` => `s:${entry.key ?? ''}`;

/** The answer's buckets as recharts rows, and its series (breakdown entries, first seen first). */
export const chartRows = (
  answer: AggregationAnswer,
  nameOf: (entry: BucketEntry, breakdown: boolean) => string,
): { rows: ChartRow[]; series: ChartSeries[] } => {
  const series = new Map<string, ChartSeries>();
  const rows = answer.buckets.map((bucket, index) => {
    const row: ChartRow = { index, name: nameOf(bucket, false), value: bucket.value };
    for (const entry of bucket.series ?? []) {
      const dataKey = seriesKey(entry);
      row[dataKey] = entry.value;
      if (!series.has(dataKey)) series.set(dataKey, { dataKey, name: nameOf(entry, true) });
    }
    return row;
  });
  // A bucket without an entry of a series has none of its calls: 0, not a gap in the line.
  for (const row of rows) for (const { dataKey } of series.values()) row[dataKey] ??= 0;
  return { rows, series: [...series.values()] };
};

/** The calls a click picks: a bucket, or one series of it (its filter includes the bucket's). */
export const pickedEntry = (
  bucket: Bucket,
  dataKey?: string,
): Pick<BucketEntry, 'from' | 'to' | 'filter'> => {
  const entry = dataKey ? bucket.series?.find((item) => seriesKey(item) === dataKey) : undefined;
  if (!entry) return bucket;
  return { from: entry.from ?? bucket.from, to: entry.to ?? bucket.to, filter: entry.filter };
};
