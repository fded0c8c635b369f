import type { Resource } from '../../shared/declarations/types';
import { createRoute, editRoute } from '../../shared/resourceViews/resourceCapabilities';
import type { AccessParams, Registry } from '../createRegistry';

/** One route of the console, as the declarations define it (react-router path patterns). */
export interface RouteNode {
  /** Section id, resource name, `<resource>/create`, `<resource>/edit` or `<resource>/<path>`. */
  name: string;
  /** Full path pattern: `/lmfactory/:language?`, `/lmfactory/corpuses`, `/lmfactory/corpuses/:id`. */
  path: string;
  /** The route only redirects (a section root goes to its first permitted child). */
  redirect?: boolean;
  /** Out of the selectable pages, with everything under it (a `hideFromMenu` resource). */
  hidden?: boolean;
  /** What canAccess is asked before showing it; none = open to everyone. */
  access?: Required<AccessParams>;
  children?: RouteNode[];
}

const access = (resource: Resource, action: string) => ({ resource: resource.name, action });

const resourceRoutes = (resource: Resource): RouteNode[] => {
  const base = `/${resource.name}`;
  const create = createRoute(resource);
  const edit = editRoute(resource);
  const children: RouteNode[] = [
    ...(create === undefined
      ? []
      : [
          {
            name: `${resource.name}/create`,
            path: `${base}/${create}`,
            access: access(resource, 'create'),
          },
        ]),
    ...(edit === undefined
      ? []
      : [
          {
            name: `${resource.name}/edit`,
            path: `${base}/${edit}`,
            access: access(resource, 'edit'),
          },
        ]),
    ...(resource.routes ?? []).map(({ path }) => ({
      name: `${resource.name}/${path}`,
      path: `${base}/${path}`,
      access: access(resource, 'list'),
    })),
  ];
  return [
    {
      name: resource.name,
      path: base,
      access: access(resource, 'list'),
      hidden: resource.hideFromMenu,
      children,
    },
  ];
};

/** A resource's section-level detail (`/scribr/:id`), as a route of the section. */
const sectionDetailRoutes = (resource: Resource, sectionPath: string): RouteNode[] =>
  resource.sectionDetail
    ? [
        {
          name: `${resource.name}/sectionDetail`,
          path: `${sectionPath}/:id`,
          access: access(resource, 'show'),
          hidden: true,
        },
      ]
    : [];

/**
 * The console's routes from the declarations: each section root (a redirect, with the optional
 * `{language}` segment when language-filtered) and under it each resource's list, create, edit and
 * extra routes.
 */
export const routeTree = (registry: Registry): RouteNode[] =>
  registry.sections.map((section) => ({
    name: section.id,
    path: section.languageFilter ? `/${section.id}/:language?` : `/${section.id}`,
    redirect: true,
    children: registry
      .childrenOf(section.id)
      .flatMap((resource) => [
        ...resourceRoutes(resource),
        ...sectionDetailRoutes(resource, `/${section.id}`),
      ]),
  }));

/** The route named `name`, anywhere in the tree. */
export const findRoute = (tree: readonly RouteNode[], name: string): RouteNode | undefined => {
  for (const node of tree) {
    if (node.name === name) return node;
    const found = findRoute(node.children ?? [], name);
    if (found) return found;
  }
  return undefined;
};
