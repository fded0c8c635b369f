import { locateRoute } from './locateRoute';
import { registry } from './registry';
import { preloadListView } from './preloadList';

/**
 * Starts downloading the view of the page being opened (a list: most first screens), so that it
 * arrives beside the profile and translations instead of after the console mounts (issue 16).
 * Settles once that view can render without suspending (at once for other pages).
 */
export const preloadRouteView = (pathname: string): Promise<void> => {
  const { resource, action, sectionDetail } = locateRoute(registry, pathname);
  return resource && action === 'list' && !sectionDetail
    ? preloadListView(resource)
    : Promise.resolve();
};
