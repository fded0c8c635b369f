import { useGetList } from 'react-admin';
import type { Chart } from './chartRecord';

export const CHARTS_RESOURCE = 'scribr/analytics';
/** Every chart at once: a dashboard holds tens, the service pages by 1000 at most. */
const EVERY_CHART = { page: 1, perPage: 1000 };

/** The dashboard's charts in their order (`GET charts?sort=["order","ASC"]`). */
export const useCharts = () => {
  const query = useGetList<Chart>(CHARTS_RESOURCE, {
    pagination: EVERY_CHART,
    sort: { field: 'order', order: 'ASC' },
  });
  return { ...query, data: query.data ?? [] };
};
