import type { RouteLocation } from './locateRoute';

export const FIRST_CONNECTION_PATH = '/first-connection';

/**
 * While the first-connection state is set, `/` and every navigation in the affected apps — the
 * sections declared with `firstConnection: true` — go to the first-connection screen (spec §2);
 * other sections, error pages and the contact form stay reachable, so a deep link into them works
 * on a first visit.
 */
export const divertsToFirstConnection = (pathname: string, route: RouteLocation): boolean =>
  pathname === '/' || pathname === '' || route.section?.firstConnection === true;
