import { useCanAccessResources } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { AccessDeniedPage, FullScreenLoader } from '../custom/shell';
import { listPath } from '../shared/resourceViews/resourceCapabilities';
import { useSetting } from '../shared/settings';
import { useRegistry } from './AppContext';
import { FIRST_CONNECTION_PATH } from './firstConnection';
import { mainViewCandidates, resolveMainView } from './mainView';

/**
 * `/` (spec §2): the first-connection screen on a user's first connection, else the configured
 * main view (default ViewAnalytics), else the first page the user may open, sections in menu order.
 */
export const HomeRedirect = () => {
  const registry = useRegistry();
  const [isFirstConnection] = useSetting('isFirstConnection');
  const [mainView] = useSetting('mainView');
  const candidates = mainViewCandidates(registry);
  const { canAccess, isPending } = useCanAccessResources({
    action: 'list',
    resources: candidates.map((resource) => resource.name),
  });
  if (isFirstConnection) return <Navigate replace to={FIRST_CONNECTION_PATH} />;
  if (isPending) return <FullScreenLoader />;
  const target = resolveMainView(registry, mainView, (resource) => !!canAccess?.[resource.name]);
  if (!target) return <AccessDeniedPage />;
  return <Navigate replace to={listPath(target)} />;
};
