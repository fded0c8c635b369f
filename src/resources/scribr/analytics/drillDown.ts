import type { DateRange } from '../../../shared/serverList/ranges';
import { resolveDateRange, todayIn } from '../../../shared/serverList/ranges';
import type { KeyValuePairs } from '../../../shared/serverList/pairs';
import type { TagCondition } from '../calls/filters/tagCondition';
import type { BucketEntry, BucketFilter } from './chartRecord';

type FilterValues = Record<string, unknown>;

/** The days a time bucket covers, in the viewer's time zone, within the dashboard's period. */
const bucketDays = (
  entry: Pick<BucketEntry, 'from' | 'to'>,
  current: DateRange | undefined,
  timeZone: string,
  now: Date,
): DateRange | undefined => {
  if (!entry.from || !entry.to) return undefined;
  let begin = todayIn(timeZone, new Date(entry.from));
  let end = todayIn(timeZone, new Date(Date.parse(entry.to) - 1));
  if (current) {
    const period = resolveDateRange(current, timeZone, now);
    if (period.begin > begin) begin = period.begin;
    if (period.end < end) end = period.end;
  }
  return { begin, end };
};

/**
 * The call list's filter values that list a bucket's calls: the dashboard's, narrowed by what the
 * bucket is (a tag, a client, a period…). Hours narrow to their day: the list filters whole days.
 */
export const drillDownValues = (
  current: FilterValues,
  entry: Pick<BucketEntry, 'from' | 'to'> & { filter: BucketFilter | null },
  timeZone: string,
  now = new Date(),
): FilterValues => {
  const { filter } = entry;
  const next: FilterValues = { ...current };
  if (!filter) return next;
  if (filter.date_range) {
    next.dateRange = bucketDays(entry, current.dateRange as DateRange | undefined, timeZone, now);
  }
  if (filter.tags) {
    const tags = (current.tags as TagCondition | undefined) ?? { include: [], exclude: [] };
    const include = [...new Set([...tags.include, ...filter.tags.include])];
    next.tags = { include, exclude: tags.exclude.filter((id) => !include.includes(id)) };
  }
  if (filter.clients) next.clients = filter.clients;
  if (filter.campaigns) next.campaigns = filter.campaigns;
  if (filter.status) next.status = filter.status;
  if (filter.lang) next.language = filter.lang;
  if (filter.duration_min !== undefined || filter.duration_max !== undefined) {
    next.durationRange = { min: filter.duration_min, max: filter.duration_max };
  }
  if (filter.metadata) {
    const { include } = filter.metadata;
    const pairs: KeyValuePairs = Object.entries(include);
    const kept = ((current.metadata as KeyValuePairs | undefined) ?? []).filter(
      ([key]) => !(key in include),
    );
    next.metadata = [...kept, ...pairs];
  }
  return next;
};
