import { locateRoute } from './locateRoute';
import { registry } from './registry';
import { preloadList } from './preloadList';

/**
 * Starts downloading the view of the page being opened (a list: most first screens), so that it
 * arrives beside the profile and translations instead of after the console mounts (issue 16).
 */
export const preloadRouteView = (pathname: string): void => {
  const { resource, action, sectionDetail } = locateRoute(registry, pathname);
  if (resource && action === 'list' && !sectionDetail) preloadList(resource);
};
