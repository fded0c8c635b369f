import { useIsFetching } from '@tanstack/react-query';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Menu, useCanAccessResources } from 'react-admin';
import type { Resource } from '../../shared/declarations/types';
import { markFirstScreenDrawn, whenIdle } from '../../shared/preload';
import { useRegistry } from '../AppContext';
import { preloadList } from '../preloadList';
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
      <Menu>
        {menu.flatMap(({ section, permitted }) =>
          permitted.length === 0 || !entriesDrawn
            ? []
            : [<MenuSection key={section.id} section={section} resources={permitted} />],
        )}
      </Menu>
      <PrefetchOnceSettled shown={shown} />
    </>
  );
});

/**
 * Once the first screen is drawn (its data arrived, nothing fetched for a moment) and the browser
 * idle, prefetches the list views of the entries shown. Its own component: it renders again
 * whenever the number of requests under way changes, which the menu's entries need not.
 */
const PrefetchOnceSettled = ({ shown }: { shown: readonly Resource[] }) => {
  const shownKey = shown.map((resource) => resource.name).join(',');
  const fetching = useIsFetching();
  const prefetched = useRef(false);
  useEffect(() => {
    // Nothing asked for SETTLED_MS: a page answered from memory may ask nothing at all.
    if (!shownKey || fetching > 0 || prefetched.current) return undefined;
    let cancelIdle = () => {};
    // A screen's requests may come in waves (a list of charts, then each chart's figures).
    const quiet = window.setTimeout(() => {
      markFirstScreenDrawn();
      cancelIdle = whenIdle(() => {
        prefetched.current = true;
        shown.forEach((resource) => preloadList(resource));
      });
    }, SETTLED_MS);
    return () => {
      window.clearTimeout(quiet);
      cancelIdle();
    };
    // `shown` is derived from shownKey (the same resources in the same order).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey, fetching]);
  return null;
};
