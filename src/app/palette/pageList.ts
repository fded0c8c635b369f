import type { RouteNode } from './routeTree';

/** A page the user may go to: its route name, path and label ("LM Factory > Corpuses"). */
export interface SelectablePage {
  name: string;
  path: string;
  label: string;
}

export interface PageListOptions {
  /** May the user open this route? */
  canOpen: (access: NonNullable<RouteNode['access']>) => boolean;
  /** The label of a route name; undefined when the name is not found. */
  labelOf: (name: string) => string | undefined;
}

export const UNKNOWN_LABEL = 'unknown';
export const LABEL_SEPARATOR = ' > ';

/** Path parameters (`:id`), optional segments (`?`) and splats (`*`) need more than a click. */
const needsInput = (path: string) => /[:?*]/.test(path);

/**
 * The selectable pages of spec §2, from the route definitions: routes the user may open (a route
 * the user may not open, or a hidden one, hides its children too), each labelled with its parents' labels joined by
 * " > "; routes with path parameters, optional segments or redirects are skipped (their children
 * are not); a route name without a label reads "unknown".
 */
export const listPages = (
  routes: readonly RouteNode[],
  { canOpen, labelOf }: PageListOptions,
  parents: readonly string[] = [],
): SelectablePage[] =>
  routes.flatMap((route) => {
    if (route.hidden || (route.access && !canOpen(route.access))) return [];
    const labels = [...parents, labelOf(route.name) ?? UNKNOWN_LABEL];
    const self =
      route.redirect || needsInput(route.path)
        ? []
        : [{ name: route.name, path: route.path, label: labels.join(LABEL_SEPARATOR) }];
    return [...self, ...listPages(route.children ?? [], { canOpen, labelOf }, labels)];
  });
