import type { PaletteCommandDeclaration } from '../../shared/declarations/types';
import { SEARCH_PLACEHOLDER, type PaletteCommand } from '../../shared/palette';
import type { Registry } from '../createRegistry';
import type { SelectablePage } from './pageList';
import { findRoute, type RouteNode } from './routeTree';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface PaletteCommandsOptions {
  registry: Registry;
  routes: readonly RouteNode[];
  pages: readonly SelectablePage[];
  canOpen: (access: NonNullable<RouteNode['access']>) => boolean;
  translate: Translate;
}

const declaredCommand = (
  resourceName: string,
  declaration: PaletteCommandDeclaration,
  index: number,
  { routes, canOpen, translate }: PaletteCommandsOptions,
): PaletteCommand[] => {
  const routeName = {
    list: resourceName,
    edit: `${resourceName}/edit`,
    sectionDetail: `${resourceName}/sectionDetail`,
  }[declaration.target];
  const route = findRoute(routes, routeName);
  if (!route || (route.access && !canOpen(route.access))) return [];
  const text = (key: string) => translate(key, { _: key, search: SEARCH_PLACEHOLDER });
  return [
    {
      id: `${resourceName}#${index}`,
      routeName: route.name,
      path: route.path,
      name: text(declaration.name),
      description: declaration.description && text(declaration.description),
      restrictToSearchPattern: declaration.restrictToSearchPattern,
      toId: declaration.toId,
      query: declaration.query,
    },
  ];
};

/**
 * The palette's commands: "Go to {page} page" for every selectable page (so a new declaration
 * appears with no other edit), then the commands resources declare, for the permitted ones.
 */
export const paletteCommands = (options: PaletteCommandsOptions): PaletteCommand[] => [
  ...options.pages.map((page) => ({
    id: page.name,
    routeName: page.name,
    path: page.path,
    name: options.translate('shell.palette.goTo', { page: page.label }),
    description: page.path,
  })),
  ...options.registry.resources.flatMap((resource) =>
    (resource.commands ?? []).flatMap((declaration, index) =>
      declaredCommand(resource.name, declaration, index, options),
    ),
  ),
];
