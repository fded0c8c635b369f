import type { Resource, SectionDeclaration } from '../shared/declarations/types';
import { createRoute } from '../shared/resourceViews/resourceCapabilities';
import type { Registry } from './createRegistry';

export interface RouteLocation {
  section?: SectionDeclaration;
  /** `/lmfactory/fr/corpuses` → 'fr' (language-filtered sections only). */
  languageSegment?: string;
  /** The path with the language segment taken out: `/lmfactory/corpuses`. */
  pathWithoutLanguage: string;
  resource?: Resource;
  /** What the route shows of the resource; the action its access check uses. */
  action?: 'list' | 'create' | 'edit' | 'show';
  /** The page is the resource's section-level detail (`/scribr/412-20251103.7`). */
  sectionDetail?: boolean;
}

/** A language segment is a word (spec §2) shaped like a language code: 2 or 3 letters, so a
 * mistyped or not-yet-declared child (`/lmfactory/dictionaries`) is not taken for a language. */
// Spec §2: an optional word-character language segment.
const LANGUAGE_SEGMENT = /^[a-z]{2,3}$/i;

/** Whether `path` fits a route pattern with `:param` segments (`:id/versions`). */
export const fitsPattern = (pattern: string, path: string) => {
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((part, at) => part.startsWith(':') || part === have[at])
  );
};

const actionOf = (resource: Resource, remainder: string): RouteLocation['action'] => {
  if (remainder === '') return 'list';
  if (remainder === createRoute(resource)) return 'create';
  // Extra routes show the list's data (the call list with a call selected) unless declared.
  const extra = resource.routes?.find(({ path }) => fitsPattern(path, remainder));
  if (extra) return extra.action ?? 'list';
  return resource.viewersOpenRecords ? 'show' : 'edit';
};

/** The child whose section-level detail route takes this segment, if any. */
const detailOwner = (children: readonly Resource[], segment: string | undefined) =>
  segment === undefined
    ? undefined
    : children.find((child) => child.sectionDetail?.pattern.test(decodeURIComponent(segment)));

/** Where a pathname lands among the declarations (pure; used by the guard, title and tests). */
export const locateRoute = (registry: Registry, pathname: string): RouteLocation => {
  const segments = pathname.split('/').filter(Boolean);
  const section = segments.length > 0 ? registry.findSection(segments[0]) : undefined;
  if (!section) return { pathWithoutLanguage: pathname };

  const children = registry.childrenOf(section.id);
  const isChild = (segment: string | undefined) =>
    children.some((child) => child.path === segment) || !!detailOwner(children, segment);
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
  const languageSegment = hasLanguageSegment ? second : undefined;
  if (!resource && rest.length === 2) {
    const owner = detailOwner(children, rest[1]);
    if (owner) {
      const detail = { resource: owner, action: 'show' as const, sectionDetail: true };
      return { section, languageSegment, pathWithoutLanguage, ...detail };
    }
  }
  const remainder = rest.slice(2).join('/');
  return {
    section,
    languageSegment,
    pathWithoutLanguage,
    resource,
    action: resource && actionOf(resource, remainder),
  };
};
