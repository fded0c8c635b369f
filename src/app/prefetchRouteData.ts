import type { Store } from 'react-admin';
import type { ServiceDataProvider } from '../shared/declarations/serviceRequest';
import { getSession } from '../shared/session';
import { storedSetting } from '../shared/settings';
import { locateRoute } from './locateRoute';
import { NO_FOLLOW_UPS, prefetchListData, type FirstData } from './prefetchListData';
import { registry } from './registry';
import { divertedAtStart, routeLanguage } from './startUrl';

/**
 * Start-up: the first data of the page being opened (a whole list, a server-paged page) is requested as soon as the
 * data provider exists, while React mounts the console (issue 16: it left only once the page had
 * rendered, the largest gap of the start-up chain). Only when the page will show that list: the
 * user may open it and is not sent to the first-connection screen; the language is the one the
 * route guard will put in the URL (the route's, else the user's setting, else their first
 * language, else the UI language). Settles once that data has arrived (never rejects).
 */
export const prefetchRouteData = (
  dataProvider: ServiceDataProvider,
  store: Store,
  uiLanguage: string,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): Promise<FirstData> => {
  const route = locateRoute(registry, location.pathname);
  const { resource, section } = route;
  const nothing = Promise.resolve(NO_FOLLOW_UPS);
  if (!resource || route.action !== 'list' || route.sectionDetail) return nothing;
  const { userRoles } = getSession();
  if (!registry.canAccess(userRoles, { resource: resource.name, action: 'list' })) return nothing;
  if (divertedAtStart(route, store, location.pathname)) return nothing;
  const language = routeLanguage(route, store, uiLanguage, location.search);
  return prefetchListData(dataProvider, resource, section, {
    language,
    search: location.search,
    timeZone: storedSetting(store, 'timeZone'),
    weekFirstDay: storedSetting(store, 'weekFirstDay'),
    opening: true,
  });
};
