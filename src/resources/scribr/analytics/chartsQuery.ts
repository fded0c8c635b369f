import type { SortPayload } from 'react-admin';

/**
 * The dashboard's query of its charts: every chart at once (a dashboard holds tens, the service
 * pages by 1000 at most), in their order. The declaration asks it at start-up (`firstPage`).
 */
export const CHARTS_QUERY = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'order', order: 'ASC' } satisfies SortPayload,
};
