import type { ReactNode } from 'react';
import { useCanAccessResources } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { AccessDeniedPage, FullScreenLoader } from '../custom/shell';
import { useLanguageSetting, useSetting } from '../shared/settings';
import { useRegistry } from './AppContext';
import { divertsToFirstConnection, FIRST_CONNECTION_PATH } from './firstConnection';
import { locateRoute } from './locateRoute';
import { useCurrentAppSync } from './useCurrentAppSync';
import { useLanguageQuerySync } from './useLanguageQuerySync';
import { useResetOnEnter } from './useResetOnEnter';

const withLanguage = (search: string, language: string | undefined) => {
  const params = new URLSearchParams(search);
  if (language === undefined) params.delete('language');
  else params.set('language', language);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * Applies the declarations' navigation rules to every page inside the layout (spec §2): while the
 * first-connection state is set, `/` and the sub-applications divert to the first-connection
 * screen; the `{language}` path segment moves to `?language=`, a missing `?language=` is filled from the
 * user's setting, `resetOnEnter` sections start clean, and a resource page waits for the user's
 * roles (full-screen loader) then shows Access denied when the declared role is missing.
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const route = locateRoute(useRegistry(), location.pathname);
  const queryLanguage = new URLSearchParams(location.search).get('language');
  const sectionReady = useResetOnEnter(route.section);
  const setting = useLanguageSetting();
  const [isFirstConnection] = useSetting('isFirstConnection');
  useLanguageQuerySync(route.section, queryLanguage);
  useCurrentAppSync(route.section);
  const access = useCanAccessResources({
    action: route.action ?? 'list',
    resources: route.resource ? [route.resource.name] : [],
  });

  if (isFirstConnection && divertsToFirstConnection(location.pathname, route)) {
    return <Navigate replace to={FIRST_CONNECTION_PATH} />;
  }
  // A page declared without language (the call details) drops it from the path and the query.
  const withoutLanguage = !!route.sectionDetail && !!route.resource?.sectionDetail?.withoutLanguage;
  if (route.languageSegment !== undefined || (withoutLanguage && queryLanguage !== null)) {
    const language = withoutLanguage ? undefined : route.languageSegment;
    const search = withLanguage(location.search, language);
    const to = { pathname: route.pathWithoutLanguage, search, hash: location.hash };
    return <Navigate replace to={to} state={location.state} />;
  }
  if (!sectionReady) return <FullScreenLoader />;
  if (route.section?.languageFilter && !queryLanguage && !withoutLanguage) {
    const to = { ...location, search: withLanguage(location.search, setting.language) };
    return <Navigate replace to={to} state={location.state} />;
  }
  if (route.resource) {
    if (access.isPending) return <FullScreenLoader />;
    if (!access.canAccess?.[route.resource.name]) return <AccessDeniedPage />;
  }
  return children;
};
