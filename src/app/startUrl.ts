import type { Store } from 'react-admin';
import { shortLanguageCode } from '../shared/i18n';
import { getSession } from '../shared/session';
import { LANGUAGE_SETTING_KEY, settingStoreKey } from '../shared/settings';
import { divertsToFirstConnection } from './firstConnection';
import { settleAddress } from './addressRules';
import { locateRoute, type RouteLocation } from './locateRoute';
import { registry } from './registry';

type Place = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * The language a page opens in, as the route guard gives it: the route's (path segment, then
 * `?language=`), else the user's setting, else their first language, else the UI language.
 */
export const routeLanguage = (
  route: RouteLocation,
  store: Store,
  uiLanguage: string,
  search: string,
): string => {
  const setting: unknown = store.getItem(LANGUAGE_SETTING_KEY);
  return (
    route.languageSegment ??
    (new URLSearchParams(search).get('language') || undefined) ??
    (typeof setting === 'string' ? shortLanguageCode(setting) : undefined) ??
    getSession().languages[0] ??
    uiLanguage
  );
};

/** Whether the route guard sends this page to the first-connection screen (setting unset: yes). */
export const divertedAtStart = (route: RouteLocation, store: Store, pathname: string): boolean =>
  store.getItem(settingStoreKey('isFirstConnection')) !== false &&
  divertsToFirstConnection(pathname, route);

/**
 * The address the route guard would replace this one with (its navigation rules, settleAddress),
 * or undefined when it keeps it or sends the page to the first-connection screen.
 */
export const settledAddress = (
  place: Place,
  store: Store,
  uiLanguage: string,
): string | undefined => {
  const route = locateRoute(registry, place.pathname);
  if (divertedAtStart(route, store, place.pathname)) return undefined;
  return settleAddress(place, route, () => routeLanguage(route, store, uiLanguage, place.search));
};

/**
 * Start-up (issue 16): the address is settled before React mounts, as the route guard would
 * settle it after — one navigation and one render of the whole console fewer on the first screen,
 * and no page drawn first without its defaults.
 * The guard still applies the same rules to every later navigation.
 */
export const settleStartUrl = (
  store: Store,
  uiLanguage: string,
  location: Place = window.location,
  history: Pick<History, 'state' | 'replaceState'> = window.history,
): void => {
  const address = settledAddress(location, store, uiLanguage);
  if (address !== undefined) history.replaceState(history.state, '', address);
};
