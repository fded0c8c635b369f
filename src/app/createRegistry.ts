import type { Resource, SectionDeclaration } from '../shared/declarations/types';
import { hasRole, isAdmin, type RoleMap } from '../../contracts/roles';
import { resourceCan } from '../shared/resourceViews/resourceCapabilities';

/** What react-admin passes to `authProvider.canAccess` (the parts the registry answers from). */
export interface AccessParams {
  resource?: string;
  action?: string;
}

export interface Registry {
  /** Every declared resource, by section order then by order within the section. */
  resources: readonly Resource[];
  /** Every declared section, by order. */
  sections: readonly SectionDeclaration[];
  findResource: (name: string) => Resource | undefined;
  findSection: (id: string) => SectionDeclaration | undefined;
  childrenOf: (sectionId: string) => readonly Resource[];
  /** Children offered in the menu and as section-redirect targets (not `hideFromMenu`). */
  menuChildren: (sectionId: string) => readonly Resource[];
  /** Role of the declaration (+ global.admin per adminOnly); sections are open; unknown → false. */
  canAccess: (roles: RoleMap, params: AccessParams) => boolean;
  /** The resource a section redirect lands on: first child in order the user may list. */
  firstPermittedChild: (sectionId: string, roles: RoleMap) => Resource | undefined;
}

const bySectionThenOrder =
  (sections: readonly SectionDeclaration[]) => (a: Resource, b: Resource) => {
    const sectionOrder = (resource: Resource) =>
      sections.find((section) => section.id === resource.section)?.order ?? 0;
    return sectionOrder(a) - sectionOrder(b) || a.order - b.order;
  };

/** Builds the registry from validated declarations (see `discoverDeclarations`). */
export const createRegistry = (
  declaredResources: readonly Resource[],
  declaredSections: readonly SectionDeclaration[],
): Registry => {
  const sections = [...declaredSections].sort((a, b) => a.order - b.order);
  const resources = [...declaredResources].sort(bySectionThenOrder(sections));
  const findResource = (name: string) => resources.find((resource) => resource.name === name);
  const findSection = (id: string) => sections.find((section) => section.id === id);
  const childrenOf = (sectionId: string) =>
    resources.filter((resource) => resource.section === sectionId);

  const canAccess = (roles: RoleMap, { resource, action }: AccessParams) => {
    if (resource !== undefined && findSection(resource)) return true;
    const declaration = resource === undefined ? undefined : findResource(resource);
    if (!declaration) return false;
    const changes = action === 'create' || action === 'edit' || action === 'delete';
    const needsAdmin = declaration.adminOnly === true || (declaration.adminOnly && changes);
    if (needsAdmin && !isAdmin(roles)) return false;
    return hasRole(roles, declaration.role) && resourceCan(declaration, action);
  };

  const menuChildren = (sectionId: string) =>
    childrenOf(sectionId).filter((resource) => !resource.hideFromMenu);

  const firstPermittedChild = (sectionId: string, roles: RoleMap) =>
    menuChildren(sectionId).find((resource) =>
      canAccess(roles, { resource: resource.name, action: 'list' }),
    );

  return {
    resources,
    sections,
    findResource,
    findSection,
    childrenOf,
    menuChildren,
    canAccess,
    firstPermittedChild,
  };
};
