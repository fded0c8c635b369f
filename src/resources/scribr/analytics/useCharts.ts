import { useGetList } from 'react-admin';
import type { Chart } from './chartRecord';

import { CHARTS_QUERY } from './chartsQuery';

export const CHARTS_RESOURCE = 'scribr/analytics';

/** The dashboard's charts in their order (`GET charts?sort=["order","ASC"]`). */
export const useCharts = () => {
  const query = useGetList<Chart>(CHARTS_RESOURCE, CHARTS_QUERY);
  return { ...query, data: query.data ?? [] };
};
