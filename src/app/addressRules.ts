import type { RouteLocation } from './locateRoute';

type Place = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * The address the console's navigation rules (spec §2) give a page, or undefined when they keep
 * it: the `{language}` path segment moves to `?language=`; a page declared without language drops
 * it; a language-filtered page without one gets `language()`; a list declared with query defaults
 * gets those it lacks. Applied by the route guard on every navigation and, before the console
 * mounts, to the start page (see startUrl).
 */
export const settleAddress = (
  place: Place,
  route: RouteLocation,
  language: () => string,
): string | undefined => {
  const params = new URLSearchParams(place.search);
  let changed = false;
  const set = (key: string, value: string) => {
    params.set(key, value);
    changed = true;
  };
  const withoutLanguage = !!route.sectionDetail && !!route.resource?.sectionDetail?.withoutLanguage;
  const pathname = route.languageSegment === undefined ? place.pathname : route.pathWithoutLanguage;
  if (route.languageSegment !== undefined) {
    changed = true;
    if (!withoutLanguage) params.set('language', route.languageSegment);
  }
  if (withoutLanguage && params.has('language')) {
    params.delete('language');
    changed = true;
  } else if (!withoutLanguage && route.section?.languageFilter && !params.get('language')) {
    set('language', language());
  }
  const resource = route.resource;
  const onList = !!resource && pathname.replace(/\/$/, '') === `/${resource.name}`;
  for (const [key, value] of Object.entries((onList && resource.listQueryDefaults) || {}))
    if (!params.get(key)) set(key, value);
  if (!changed) return undefined;
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ''}${place.hash}`;
};
