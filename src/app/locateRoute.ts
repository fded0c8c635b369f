import type { Resource, SectionDeclaration } from '../shared/declarations/types';
import { createRoute } from '../shared/generated/resourceCapabilities';
import type { Registry } from './createRegistry';

export interface RouteLocation {
  section?: SectionDeclaration;
  /** `/lmfactory/fr/corpuses` → 'fr' (language-filtered sections only). */
  languageSegment?: string;
  /** The path with the language segment taken out: `/lmfactory/corpuses`. */
  pathWithoutLanguage: string;
  resource?: Resource;
  /** What the route shows of the resource; the action its access check uses. */
  action?: 'list' | 'create' | 'edit';
}

/** A language segment is a word (spec §2) shaped like a language code: 2 or 3 letters, so a
 * mistyped or not-yet-declared child (`/lmfactory/dictionaries`) is not taken for a language. */
const LANGUAGE_SEGMENT = /^[a-z]{2,3}$/i;

const actionOf = (resource: Resource, remainder: string): RouteLocation['action'] =>
  remainder === '' ? 'list' : remainder === createRoute(resource) ? 'create' : 'edit';

/** Where a pathname lands among the declarations (pure; used by the guard, title and tests). */
export const locateRoute = (registry: Registry, pathname: string): RouteLocation => {
  const segments = pathname.split('/').filter(Boolean);
  const section = segments.length > 0 ? registry.findSection(segments[0]) : undefined;
  if (!section) return { pathWithoutLanguage: pathname };

  const children = registry.childrenOf(section.id);
  const isChild = (segment: string | undefined) => children.some((child) => child.path === segment);
  const [, second, third] = segments;
  const hasLanguageSegment =
    !!section.languageFilter &&
    second !== undefined &&
    LANGUAGE_SEGMENT.test(second) &&
    !isChild(second) &&
    (third === undefined || isChild(third));
  const rest = hasLanguageSegment ? [segments[0], ...segments.slice(2)] : segments;
  const pathWithoutLanguage = hasLanguageSegment ? `/${rest.join('/')}` : pathname;

  const resource = children.find((child) => child.path === rest[1]);
  const remainder = rest.slice(2).join('/');
  return {
    section,
    languageSegment: hasLanguageSegment ? second : undefined,
    pathWithoutLanguage,
    resource,
    action: resource && actionOf(resource, remainder),
  };
};
