import type { ReactNode } from 'react';
import { useCanAccessResources } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { AccessDeniedPage, FullScreenLoader } from '../custom/shell';
import { useLanguageSetting, useSetting } from '../shared/settings';
import { useRegistry } from './AppContext';
import { settleAddress } from './addressRules';
import { divertsToFirstConnection, FIRST_CONNECTION_PATH } from './firstConnection';
import { locateRoute } from './locateRoute';
import { useCurrentAppSync } from './useCurrentAppSync';
import { useLanguageQuerySync } from './useLanguageQuerySync';
import { useResetOnEnter } from './useResetOnEnter';

/**
 * Applies the declarations' navigation rules to every page inside the layout (spec §2): while the
 * first-connection state is set, `/` and the sub-applications divert to the first-connection
 * screen; the address follows the navigation rules (settleAddress: the language in `?language=`,
 * filled from the user's setting; a list's declared query defaults), `resetOnEnter` sections start clean, and a resource page waits for the user's
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
  const address = settleAddress(location, route, () => setting.language);
  if (address !== undefined) return <Navigate replace to={address} state={location.state} />;
  if (!sectionReady) return <FullScreenLoader />;
  if (route.resource) {
    if (access.isPending) return <FullScreenLoader />;
    if (!access.canAccess?.[route.resource.name]) return <AccessDeniedPage />;
  }
  return children;
};
