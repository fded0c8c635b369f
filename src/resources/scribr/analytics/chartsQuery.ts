import type { GetListResult, SortPayload } from 'react-admin';
import type { FirstPageContext } from '../../../shared/declarations/types';
import { readUrlFilters } from '../../../shared/serverList/urlFilterValues';
import { aggregationRequest } from './aggregationRequest';
import type { Chart } from './chartRecord';
import { DASHBOARD_FILTERS } from './dashboardFilters';

/**
 * The dashboard's query of its charts: every chart at once (a dashboard holds tens, the service
 * pages by 1000 at most), in their order. The declaration asks it at start-up (`firstPage`).
 */
export const CHARTS_QUERY = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'order', order: 'ASC' } satisfies SortPayload,
};

/**
 * What the dashboard asks once its charts have arrived: each chart's figures, in the filters of
 * the URL (asked at start-up too, before the dashboard renders: `firstPage.followedBy`).
 */
export const chartFigureRequests = (charts: GetListResult, context: FirstPageContext) => {
  const filterValues = readUrlFilters(DASHBOARD_FILTERS, context.search);
  return (charts.data as Chart[]).map((chart) => aggregationRequest(chart, filterValues, context));
};
