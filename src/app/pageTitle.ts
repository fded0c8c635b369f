import type { Registry } from './createRegistry';
import { editRoute } from '../shared/resourceViews/resourceCapabilities';
import { fitsPattern as fits, locateRoute } from './locateRoute';

/** A translatable page title: i18n key + options, or a resource label to build. */
export type PageTitle =
  | { key: string; options?: Record<string, unknown> }
  | { resource: string; action: 'list' | 'create' | 'edit' | 'show'; id?: string };

const FIXED: Record<string, string> = {
  '/access-denied': 'ra.page.access_denied',
  '/authentication-error': 'ra.page.error',
  '/forbidden': 'shell.forbidden.title',
  '/bad-request': 'shell.badRequest.title',
  '/first-connection': 'shell.firstConnection.title',
  '/contact': 'shell.contact.title',
};

/** The title of the route at `pathname`, derived from the declarations (spec §2). */
export const pageTitleOf = (registry: Registry, pathname: string): PageTitle | undefined => {
  if (pathname === '/' || pathname === '') return undefined;
  if (FIXED[pathname]) return { key: FIXED[pathname] };
  const route = locateRoute(registry, pathname);
  if (!route.section) return { key: 'ra.page.not_found' };
  if (route.resource && route.action) {
    const segments = route.pathWithoutLanguage.split('/').filter(Boolean);
    const remainder = segments.slice(2).join('/');
    const extra = route.resource.routes?.find((candidate) => fits(candidate.path, remainder));
    if (extra?.title) return { key: extra.title };
    // The record id sits where the edit route has `:id` (`edit/:id` → the fourth segment).
    const idAt = (editRoute(route.resource) ?? ':id').split('/').indexOf(':id');
    const id =
      route.action === 'edit'
        ? segments[2 + Math.max(0, idAt)]
        : route.action === 'show'
          ? segments[1]
          : undefined;
    return { resource: route.resource.name, action: route.action, id };
  }
  const isSectionRoot = route.pathWithoutLanguage.split('/').filter(Boolean).length === 1;
  return isSectionRoot
    ? { key: `sections.${route.section.id}.name`, options: { _: route.section.id } }
    : { key: 'ra.page.not_found' };
};
