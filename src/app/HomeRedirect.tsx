import { useCanAccessResources } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { AccessDeniedPage, FullScreenLoader } from '../custom/shell';
import { listPath } from '../shared/generated/resourceCapabilities';
import { useRegistry } from './AppContext';

/**
 * `/` → the first page the user may open, sections in menu order. (Spec §2's first-connection
 * screen and configured main view replace this when user settings exist.)
 */
export const HomeRedirect = () => {
  const registry = useRegistry();
  const candidates = registry.sections.flatMap((section) => registry.menuChildren(section.id));
  const { canAccess, isPending } = useCanAccessResources({
    action: 'list',
    resources: candidates.map((resource) => resource.name),
  });
  if (isPending) return <FullScreenLoader />;
  const target = candidates.find((resource) => canAccess?.[resource.name]);
  if (!target) return <AccessDeniedPage />;
  return <Navigate replace to={listPath(target)} />;
};
