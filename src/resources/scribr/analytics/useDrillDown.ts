import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { writeUrlFilters } from '../../../shared/serverList/urlFilterValues';
import { useSetting } from '../../../shared/settings';
import { CALL_FILTERS } from '../calls/callFilters';
import type { BucketEntry } from './chartRecord';
import { drillDownValues } from './drillDown';

export type DrillDown = (entry: Pick<BucketEntry, 'from' | 'to' | 'filter'>) => void;

export const CALL_LIST_PATH = '/scribr/call-list';

/** The call list's URL for a bucket: the dashboard's filters narrowed to the bucket's calls. */
export const drillDownUrl = (
  filterValues: Readonly<Record<string, unknown>>,
  entry: Pick<BucketEntry, 'from' | 'to' | 'filter'>,
  timeZone: string,
  now = new Date(),
) => {
  const values = drillDownValues({ ...filterValues }, entry, timeZone, now);
  const query = writeUrlFilters(CALL_FILTERS, values, new URLSearchParams());
  return `${CALL_LIST_PATH}?${query.toString()}`;
};

/** Opens the call list behind a clicked bucket. */
export const useDrillDown = (filterValues: Readonly<Record<string, unknown>>): DrillDown => {
  const navigate = useNavigate();
  const [timeZone] = useSetting('timeZone');
  return useCallback(
    (entry) => navigate(drillDownUrl(filterValues, entry, timeZone)),
    [filterValues, navigate, timeZone],
  );
};
