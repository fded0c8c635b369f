import type { ReactNode } from 'react';
import { useCanAccessResources } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { AccessDeniedPage, FullScreenLoader } from '../custom/shell';
import { useRegistry } from './AppContext';
import { locateRoute } from './locateRoute';
import { useLanguageQuerySync } from './useLanguageQuerySync';
import { useLanguageSetting } from './useLanguageSetting';
import { useResetOnEnter } from './useResetOnEnter';

const withLanguage = (search: string, language: string) => {
  const params = new URLSearchParams(search);
  params.set('language', language);
  return `?${params.toString()}`;
};

/**
 * Applies the declarations' navigation rules to every page inside the layout (spec §2): the
 * `{language}` path segment moves to `?language=`, a missing `?language=` is filled from the
 * user's setting, `resetOnEnter` sections start clean, and a resource page waits for the user's
 * roles (full-screen loader) then shows Access denied when the declared role is missing.
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const route = locateRoute(useRegistry(), location.pathname);
  const queryLanguage = new URLSearchParams(location.search).get('language');
  const sectionReady = useResetOnEnter(route.section);
  const setting = useLanguageSetting();
  useLanguageQuerySync(route.section, queryLanguage);
  const access = useCanAccessResources({
    action: route.action ?? 'list',
    resources: route.resource ? [route.resource.name] : [],
  });

  if (route.languageSegment !== undefined) {
    const search = withLanguage(location.search, route.languageSegment);
    const to = { pathname: route.pathWithoutLanguage, search, hash: location.hash };
    return <Navigate replace to={to} state={location.state} />;
  }
  if (!sectionReady) return <FullScreenLoader />;
  if (route.section?.languageFilter && !queryLanguage) {
    const to = { ...location, search: withLanguage(location.search, setting.language) };
    return <Navigate replace to={to} state={location.state} />;
  }
  if (route.resource) {
    if (access.isPending) return <FullScreenLoader />;
    if (!access.canAccess?.[route.resource.name]) return <AccessDeniedPage />;
  }
  return children;
};
