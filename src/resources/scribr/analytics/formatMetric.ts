import { formatHumanDuration, numberFormat } from '../../../shared/format';
import { zonedFormat } from '../../../shared/time/zonedFormat';
import type { BucketEntry, Dimension, Interval, Metric } from './chartRecord';

export const isDurationMetric = (metric: Metric) =>
  metric === 'total_duration' || metric === 'average_duration';
export const isShareMetric = (metric: Metric) => metric === 'share' || metric === 'tagged_share';

/** A metric's value as read: "1,234" calls, "2 h 5 min" of audio, "12.5%" of the calls. */
export const formatMetric = (metric: Metric, value: number | null, locale: string): string => {
  if (value === null || !Number.isFinite(value)) return '—';
  if (isDurationMetric(metric)) return formatHumanDuration(Math.round(value), locale);
  if (isShareMetric(metric))
    return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
};

/** An axis tick: shorter than the full value (a share as "12%", an hour count for durations). */
export const formatTick = (metric: Metric, value: number, locale: string): string => {
  if (isShareMetric(metric))
    return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
  if (isDurationMetric(metric) && value >= 3600)
    return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(value / 3600)} h`;
  if (isDurationMetric(metric)) return formatHumanDuration(Math.round(value), locale);
  return numberFormat(locale, { notation: 'compact' }).format(value);
};

const TIME_STYLE: Record<Interval, Intl.DateTimeFormatOptions> = {
  hour: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  week: { day: 'numeric', month: 'short', year: 'numeric' },
  month: { month: 'short', year: 'numeric' },
};

/** A local bucket start (`2025-01-31T00:00:00`, wall time) in the UI language. */
const formatLocalStart = (key: string, interval: Interval, locale: string) => {
  const wall = new Date(`${key}Z`);
  if (Number.isNaN(wall.getTime())) return key;
  // One format per interval and language: a time chart names tens of buckets on every render.
  return zonedFormat(locale, TIME_STYLE[interval], 'UTC').format(wall);
};

/** What a bucket is called on an axis or in a legend. */
export const bucketName = (
  entry: Pick<BucketEntry, 'key' | 'label' | 'min' | 'max'>,
  dimension: Dimension | null,
  options: { interval: Interval | null; locale: string; translate: (key: string) => string },
): string => {
  const { key, label } = entry;
  if (key === null) return options.translate(`resources.scribr/analytics.none.${dimension}`);
  switch (dimension) {
    case 'time':
      return formatLocalStart(key, options.interval ?? 'day', options.locale);
    case 'duration':
      return entry.max === null || entry.max === undefined
        ? `≥ ${formatHumanDuration(entry.min ?? 0, options.locale)}`
        : `${entry.min ?? 0}–${entry.max} s`;
    case 'status':
      return options.translate(`resources.scribr/call-list.status.${key}`);
    case 'language':
      return key.toUpperCase();
    default:
      return label ?? key;
  }
};
