import { useMemo } from 'react';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import type { PaletteCommand } from '../../shared/palette';
import { useSession } from '../../shared/session';
import { useRegistry } from '../AppContext';
import { listPages } from './pageList';
import { paletteCommands } from './paletteCommands';
import { routeTree } from './routeTree';

/** The commands the signed-in user gets, from the registry and the session's role map. */
export const usePaletteCommands = (): PaletteCommand[] => {
  const registry = useRegistry();
  const roles = useSession((session) => session.userRoles);
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  return useMemo(() => {
    const routes = routeTree(registry);
    const canOpen = (access: { resource: string; action: string }) =>
      registry.canAccess(roles, access);
    const labelOf = (name: string) => {
      const section = registry.findSection(name);
      if (section) return translate(`sections.${section.id}.name`, { _: section.id });
      if (registry.findResource(name)) return resourceLabel(name, 2);
      const create = /^(.+)\/create$/.exec(name);
      if (create && registry.findResource(create[1])) return translate('ra.action.create');
      return undefined;
    };
    const pages = listPages(routes, { canOpen, labelOf });
    return paletteCommands({ registry, routes, pages, canOpen, translate });
  }, [registry, roles, translate, resourceLabel]);
};
