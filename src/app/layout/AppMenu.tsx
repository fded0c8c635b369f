import { memo, useEffect, useMemo } from 'react';
import { Menu, useCanAccessResources } from 'react-admin';
import type { Resource } from '../../shared/declarations/types';
import { markFirstScreenDrawn, whenIdle } from '../../shared/preload';
import { useRegistry } from '../AppContext';
import { preloadList } from '../preloadList';
import { ActivePathProvider } from './ActivePath';
import { MenuSection } from './MenuSection';
import { useAfterFirstData } from './useAfterFirstData';

/** How long nothing is fetched before the first screen counts as drawn. */
const SETTLED_MS = 500;

/**
 * The menu, grouped by sub-application: each section's header then its children the user may
 * list; a section with no such child is left out. react-admin's Menu is a MUI MenuList, so the
 * arrow keys move between entries and Enter opens one. Once the first screen is drawn (its data
 * arrived, nothing fetched for a moment) and the browser idle, the list views of the entries
 * shown are prefetched (issue 16: opening a section waits on its data only; the first screen
 * never shares the network with them). Memoised, as the app bar: the layout renders it again on
 * every navigation.
 */
export const AppMenu = memo(function AppMenu() {
  const registry = useRegistry();
  const { canAccess } = useCanAccessResources({
    action: 'list',
    resources: registry.resources.map((resource) => resource.name),
  });
  // The same arrays while the permissions stay: the sections (memoised) render again only then.
  const menu = useMemo(
    () =>
      registry.sections.map((section) => ({
        section,
        permitted: registry
          .menuChildren(section.id)
          .filter((resource) => canAccess?.[resource.name]),
      })),
    [registry, canAccess],
  );
  const shown = useMemo(() => menu.flatMap(({ permitted }) => permitted), [menu]);
  // The entries draw once the page's first data has arrived, in a background render (issue 16):
  // some forty menu entries do not hold up the first screen's rows.
  const entriesDrawn = useAfterFirstData();
  return (
    <>
      <ActivePathProvider>
        <Menu>
          {menu.flatMap(({ section, permitted }) =>
            permitted.length === 0 || !entriesDrawn
              ? []
              : [<MenuSection key={section.id} section={section} resources={permitted} />],
          )}
        </Menu>
      </ActivePathProvider>
      <PrefetchOnceSettled shown={shown} />
    </>
  );
});

/**
 * Once the first screen is drawn (its data arrived, nothing fetched for SETTLED_MS: a screen's
 * requests may come in waves, a list of charts then each chart's figures) and the browser idle,
 * prefetches the list views of the entries shown.
 */
const PrefetchOnceSettled = ({ shown }: { shown: readonly Resource[] }) => {
  const settled = useAfterFirstData(SETTLED_MS);
  useEffect(() => {
    if (!settled) return undefined;
    markFirstScreenDrawn();
    return whenIdle(() => shown.forEach((resource) => preloadList(resource)));
  }, [settled, shown]);
  return null;
};
