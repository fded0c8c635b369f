import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchParamsUpdate } from '../../../shared/routing/useSearchParamsUpdate';
import { DEFAULT_DATE_RANGE, DEFAULT_INTERVAL } from './dashboardFilters';

/**
 * A dashboard always shows a period and an interval: opened without them (from `/`, the menu),
 * the defaults are written into the URL, so what the charts show is what the URL says. False until
 * then: no chart asks for every call ever made first.
 */
export const useDashboardDefaults = () => {
  const [searchParams] = useSearchParams();
  const update = useSearchParamsUpdate();
  const missing = !searchParams.get('dateRange') || !searchParams.get('interval');
  useEffect(() => {
    if (!missing) return;
    update(
      (query) => {
        if (!query.get('dateRange')) query.set('dateRange', DEFAULT_DATE_RANGE);
        if (!query.get('interval')) query.set('interval', DEFAULT_INTERVAL);
      },
      { replace: true },
    );
  }, [missing, update]);
  return !missing;
};
