import { useEffect } from 'react';
import { useSearchParamsUpdate } from '../../../shared/routing/useSearchParamsUpdate';
import { useUrlFilterState } from '../../../shared/serverList/useUrlFilterState';
import { useSetting } from '../../../shared/settings';
import { METRICS_FILTERS, metricsRequest, type MetricsFilterValues } from './metricsFilters';
import { DEFAULT_PERIOD, defaultInterval, INTERVALS, intervalsOf, periodCodec } from './period';

/**
 * A Console dashboard's filters, held by the URL, and the requests they make in the user's time
 * zone. Opened without a period (or with an interval that does not suit it), the defaults are
 * written into the URL first: `request` is undefined until then, so nothing is fetched twice.
 */
export const useMetricsFilters = () => {
  const update = useSearchParamsUpdate();
  const state = useUrlFilterState(METRICS_FILTERS);
  const values = state.filterValues as MetricsFilterValues;
  const [timeZone] = useSetting('timeZone');
  const [weekFirstDay] = useSetting('weekFirstDay');
  const period = values.dateRange;
  const interval = period && intervalsOf(period).find((choice) => choice === values.interval);
  const ready = interval !== undefined;
  useEffect(() => {
    if (ready) return;
    update(
      (query) => {
        const chosen = periodCodec.parse(query.get('dateRange') ?? '') ?? DEFAULT_PERIOD;
        const current = INTERVALS.find((choice) => choice === query.get('interval'));
        query.set('dateRange', periodCodec.format(chosen));
        if (!current || !intervalsOf(chosen).includes(current))
          query.set('interval', defaultInterval(chosen));
      },
      { replace: true },
    );
  }, [ready, update]);
  const request =
    period && interval
      ? metricsRequest(period, values, { timeZone, weekFirstDay, interval, now: new Date() })
      : undefined;
  return { state, values, request };
};

export type MetricsFilters = ReturnType<typeof useMetricsFilters>;
