import type { Resource } from '../shared/declarations/types';
import { MAIN_VIEW_ALIASES } from '../shared/settings';
import type { Registry } from './createRegistry';

/** The pages that may be a main view: every menu page, sections in menu order. */
export const mainViewCandidates = (registry: Registry): Resource[] =>
  registry.sections.flatMap((section) => [...registry.menuChildren(section.id)]);

/**
 * The page the `mainView` setting opens (spec §2 route `/`): a named view (ViewAnalytics = Scribr
 * analytics) or a resource name, when it exists and the user may list it; otherwise the first
 * page the user may open; undefined when there is none.
 */
export const resolveMainView = (
  registry: Registry,
  mainView: string,
  canList: (resource: Resource) => boolean,
): Resource | undefined => {
  const candidates = mainViewCandidates(registry);
  const wanted = registry.findResource(MAIN_VIEW_ALIASES[mainView] ?? mainView);
  if (wanted && candidates.includes(wanted) && canList(wanted)) return wanted;
  return candidates.find(canList);
};
