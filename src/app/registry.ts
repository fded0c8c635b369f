import type { Resource, SectionDeclaration } from '../shared/declarations/types';
import type { RoleMap } from '../../contracts/roles';
import { createRegistry, type AccessParams } from './createRegistry';
import { discoverDeclarations, type DeclarationModules } from './discoverDeclarations';

/*
 * The one place that knows which resources exist: every `*.resource.tsx` and `*.section.ts` under
 * src/resources/. Declarations are light (eager); their custom views are `lazy()` inside them.
 */
const resourceModules: DeclarationModules<Resource> = import.meta.glob(
  '../resources/**/*.resource.tsx',
  { eager: true },
);
const sectionModules: DeclarationModules<SectionDeclaration> = import.meta.glob(
  '../resources/**/*.section.ts',
  { eager: true },
);

const declarations = discoverDeclarations(resourceModules, sectionModules);

export const registry = createRegistry(declarations.resources, declarations.sections);

export const { resources, sections, findResource, findSection, childrenOf, firstPermittedChild } =
  registry;

/** For the authProvider: `createAuthProvider({ keycloak, canAccess: (params, roles) => ... })`. */
export const canAccess = (roles: RoleMap, params: AccessParams): boolean =>
  registry.canAccess(roles, params);

export type { AccessParams, Registry } from './createRegistry';
