import { lazy, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { Resource as ResourceDeclaration } from '../shared/declarations/types';
import { createRoute, editRoute } from '../shared/resourceViews/resourceCapabilities';
import type { Registry } from './createRegistry';
import { DeclaredView } from './DeclaredView';

// The views built from the declarations, each its own chunk (issue 16): a first screen loads the
// one it shows (a list, most often), never the forms; the menu prefetches them (AppMenu).
export const GeneratedList = lazy(() =>
  import('../shared/resourceViews/GeneratedList').then((module) => ({
    default: module.GeneratedList,
  })),
);
const GeneratedEdit = lazy(() =>
  import('../shared/resourceViews/GeneratedEdit').then((module) => ({
    default: module.GeneratedEdit,
  })),
);
const GeneratedCreate = lazy(() =>
  import('../shared/resourceViews/GeneratedCreate').then((module) => ({
    default: module.GeneratedCreate,
  })),
);

// A server-paged list's generated view, loaded as one (not a lazy inside GeneratedList's chunk).
const ServerPagedList = lazy(() =>
  import('../shared/resourceViews/ServerPagedList').then((module) => ({
    default: module.ServerPagedList,
  })),
);

/** The list view of a resource (its own or the generated one), for routes and prefetching. */
export const listViewOf = (resource: ResourceDeclaration): ComponentType | undefined => {
  if (resource.views?.list === false) return undefined;
  if (resource.views?.list) return resource.views.list;
  return resource.data.shape === 'serverPaged' ? ServerPagedList : GeneratedList;
};

const DEFAULT_EDIT_ROUTE = ':id';

const viewOf = (
  override: ComponentType | false | undefined,
  generated: ComponentType,
): ComponentType | undefined => (override === false ? undefined : (override ?? generated));

/**
 * One `<Resource>` per declaration, named `<section>/<path>` (= its route). The create route is a
 * child route at the declared createPath (default `add`); an edit path other than `:id` too.
 */
export const resourceElements = (registry: Registry) =>
  registry.resources.map((resource: ResourceDeclaration) => {
    const view = (Component: ComponentType | undefined) =>
      Component && <DeclaredView resource={resource} Component={Component} />;
    const List = listViewOf(resource);
    const Edit = editRoute(resource) ? viewOf(resource.views?.edit, GeneratedEdit) : undefined;
    const Create = createRoute(resource)
      ? viewOf(resource.views?.create, GeneratedCreate)
      : undefined;
    const customEditRoute = editRoute(resource) !== DEFAULT_EDIT_ROUTE;
    return (
      <Resource
        key={resource.name}
        name={resource.name}
        list={view(List)}
        edit={customEditRoute ? undefined : view(Edit)}
        hasEdit={!!Edit}
        hasCreate={!!Create}
        icon={resource.icon}
        recordRepresentation={resource.recordRepresentation}
        options={{ section: resource.section }}
      >
        {Create && <Route path={createRoute(resource)} element={view(Create)} />}
        {Edit && customEditRoute && (
          <Route path={`${editRoute(resource)}/*`} element={view(Edit)} />
        )}
        {resource.routes?.map(({ path, Component }) => (
          <Route key={path} path={path} element={view(Component)} />
        ))}
      </Resource>
    );
  });
