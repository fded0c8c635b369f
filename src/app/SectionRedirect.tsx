import { useCanAccessResources } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { AccessDeniedPage, FullScreenLoader } from '../custom/shell';
import type { SectionDeclaration } from '../shared/declarations/types';
import { listPath } from '../shared/resourceViews/resourceCapabilities';
import { useRegistry } from './AppContext';

/**
 * `/<section>` → the first child (in declared order) the user may open, keeping the query
 * (spec §6); Access denied when there is none. Same rule as `registry.firstPermittedChild`, asked
 * through the authProvider so it agrees with every other access check.
 */
export const SectionRedirect = ({ section }: { section: SectionDeclaration }) => {
  const location = useLocation();
  const children = useRegistry().menuChildren(section.id);
  const { canAccess, isPending } = useCanAccessResources({
    action: 'list',
    resources: children.map((child) => child.name),
  });
  if (isPending) return <FullScreenLoader />;
  const target = children.find((child) => canAccess?.[child.name]);
  if (!target) return <AccessDeniedPage />;
  return <Navigate replace to={{ pathname: listPath(target), search: location.search }} />;
};
