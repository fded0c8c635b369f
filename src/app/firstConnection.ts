import type { RouteLocation } from './locateRoute';

export const FIRST_CONNECTION_PATH = '/first-connection';

/**
 * While the first-connection state is set, navigation in the sub-applications (and `/`) goes to
 * the first-connection screen (spec §2); error pages and the contact form stay reachable.
 */
export const divertsToFirstConnection = (pathname: string, route: RouteLocation): boolean =>
  pathname === '/' || pathname === '' || route.section !== undefined;
