import { defineUrlFilter } from '../../../shared/declarations/types';
import { onDemandPart } from '../../../shared/preload';
import { choiceCodec } from '../../../shared/serverList/codecs';
import { CALL_FILTERS } from '../calls/callFilters';
import { INTERVALS } from './chartRecord';

export { DEFAULT_DATE_RANGE, DEFAULT_INTERVAL } from './dashboardDefaults';

/** `interval` (spec §2 shared key): the time buckets of the charts over time. */
export const INTERVAL_FILTER = defineUrlFilter({
  key: 'interval',
  ...choiceCodec(INTERVALS),
  toRequest: (interval) => ({ interval }),
  // Loaded with the filter bar, not with the declaration that asks the charts' figures.
  Input: onDemandPart(() => import('./IntervalInput'), 'IntervalInput'),
  // A dashboard always has one (written into the URL on entry, like the period).
  keepOnClear: true,
});

/**
 * The dashboard's filter bar: the call list's filters (the same URL keys, so a drill-down carries
 * them to the call list as they are) and the interval of the time buckets.
 */
export const DASHBOARD_FILTERS = [...CALL_FILTERS, INTERVAL_FILTER];
