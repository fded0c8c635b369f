import type { Theme } from '@mui/material';
import { bucketName, type FormatName } from './formatters';
import type { Interval } from './period';

// What a Console chart draws: one row per bucket (or category), one series per line or bar.

export type ChartRow = { name: string } & Record<string, string | number | null>;

export interface ChartSeries {
  key: string;
  /** The translated name in the legend and tooltip. */
  label: string;
  /** A theme colour for a series that means something (success, failure); else by position. */
  tone?: 'success' | 'error' | 'warning';
}

export interface ChartData {
  rows: ChartRow[];
  series: ChartSeries[];
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type ChartKind = 'line' | 'bar' | 'stacked';

/** Nothing to draw: every value of every series is zero or unknown. */
export const isEmptyChart = ({ rows, series }: ChartData): boolean =>
  series.length === 0 || rows.every((row) => series.every(({ key }) => !row[key]));

// Distinct hues, readable on the light and the dark theme.
// No green nor red: those say success and failure (`tone`).
const HUES = [210, 35, 280, 190, 50, 320, 250, 20, 170, 95];

/** The colour of a series: its tone, else the primary colour then distinct hues. */
export const seriesColour = (theme: Theme, series: ChartSeries, index: number): string => {
  if (series.tone) return theme.palette[series.tone].main;
  if (index === 0) return theme.palette.primary.main;
  return `hsl(${HUES[index % HUES.length]} 60% ${theme.palette.mode === 'dark' ? 65 : 45}%)`;
};

/** A series over time: how it reads its value from a bucket. */
export type TimeSeries<Bucket> = ChartSeries & { pick: (bucket: Bucket) => number | null };

/** A chart over time: one row per bucket, named by its local start, with each series' value. */
export const overTime = <Bucket extends { key: string }>(
  answer: { interval: Interval; buckets: readonly Bucket[] },
  locale: string,
  series: readonly TimeSeries<Bucket>[],
): ChartData => ({
  rows: answer.buckets.map((bucket) => ({
    name: bucketName(bucket.key, answer.interval, locale),
    ...Object.fromEntries(series.map(({ key, pick }) => [key, pick(bucket)])),
  })),
  series: series.map(({ key, label, tone }) => ({ key, label, tone })),
});

/** One chart of a dashboard: how it is drawn and what it draws from the shared answer. */
export interface ChartSpec<Answer> {
  /** Title: `<keys>.charts.<id>`. */
  id: string;
  kind: ChartKind;
  format: FormatName;
  /** Categories (failure reasons) rather than time. */
  categorical?: boolean;
  /** The full width of the page (a legend of many series). */
  wide?: boolean;
  /** What it says with nothing to draw: `<keys>.<empty>` (default `<keys>.empty`). */
  empty?: string;
  toChart: (answer: Answer, translate: Translate, locale: string) => ChartData;
}
