import { DEMO_ROLES } from './testing/testAuthProvider';
import {
  fixtureRegistry,
  fixtureSections,
  gadgets,
  notes,
  widgets,
} from './testing/fixtureDeclarations';
import { createRegistry } from './createRegistry';
import { discoverDeclarations } from './discoverDeclarations';

describe('createRegistry', () => {
  const registry = fixtureRegistry();

  it('orders sections, then resources by section order and declared order', () => {
    expect(registry.sections.map((section) => section.id)).toEqual(['desk', 'studio']);
    expect(registry.resources.map((resource) => resource.name)).toEqual([
      'desk/notes',
      'desk/secrets',
      'studio/gadgets',
      'studio/widgets',
    ]);
    expect(registry.menuChildren('desk').map((resource) => resource.name)).toEqual(['desk/notes']);
  });

  it('answers canAccess from the declared role, adminOnly and capabilities', () => {
    const { admin, client, guest } = DEMO_ROLES;
    const can = (roles: typeof admin, resource: string, action = 'list') =>
      registry.canAccess(roles, { resource, action });
    expect(can(admin, 'studio/gadgets')).toBe(true);
    expect(can(client, 'studio/gadgets')).toBe(false);
    expect(can({ 'app.lm_factory.language_models': true }, 'studio/gadgets')).toBe(false);
    expect(can(client, 'studio/widgets')).toBe(true);
    expect(can(client, 'studio/widgets', 'delete')).toBe(true);
    expect(can(guest, 'studio/widgets')).toBe(false);
    // an empty role is open to everyone; sections are open; unknown resources are not
    expect(can(guest, 'desk/notes')).toBe(true);
    expect(can(guest, 'desk')).toBe(true);
    expect(can(admin, 'unknown/thing')).toBe(false);
    expect(registry.canAccess(admin, {})).toBe(false);
  });

  it('refuses actions the declaration does not offer', () => {
    const frozen = { ...notes, createPath: false as const, views: { edit: false as const } };
    const listOnly = {
      ...widgets,
      data: { ...widgets.data, create: undefined, delete: undefined },
    };
    const limited = createRegistry([frozen, listOnly], fixtureSections);
    const can = (resource: string, action: string) =>
      limited.canAccess(DEMO_ROLES.admin, { resource, action });
    expect(can('desk/notes', 'list')).toBe(true);
    expect(can('desk/notes', 'create')).toBe(false);
    expect(can('desk/notes', 'edit')).toBe(false);
    expect(can('studio/widgets', 'create')).toBe(false);
    expect(can('studio/widgets', 'delete')).toBe(false);
    expect(can('studio/widgets', 'edit')).toBe(true);
  });

  it('finds the first permitted child of a section, in order', () => {
    expect(registry.firstPermittedChild('studio', DEMO_ROLES.admin)?.name).toBe('studio/gadgets');
    expect(registry.firstPermittedChild('studio', DEMO_ROLES.client)?.name).toBe('studio/widgets');
    expect(registry.firstPermittedChild('studio', DEMO_ROLES.guest)).toBeUndefined();
    // hidden from the menu = never a redirect target
    expect(registry.firstPermittedChild('desk', { 'app.config.client': true })?.name).toBe(
      'desk/notes',
    );
  });
});

describe('discoverDeclarations', () => {
  const sections = {
    '../resources/studio/studio.section.ts': { default: fixtureSections[0] },
    '../resources/desk/desk.section.ts': { default: fixtureSections[1] },
  };

  it('accepts declarations laid out as src/resources/<section>/<path>.resource.tsx', () => {
    const found = discoverDeclarations(
      {
        '../resources/studio/widgets.resource.tsx': { default: widgets },
        '../resources/studio/gadgets.resource.tsx': { default: gadgets },
      },
      sections,
    );
    expect(found.resources.map((resource) => resource.name)).toEqual([
      'studio/widgets',
      'studio/gadgets',
    ]);
    expect(found.sections).toHaveLength(2);
  });

  it('rejects a resource of an undeclared section', () => {
    expect(() =>
      discoverDeclarations(
        { '../resources/studio/widgets.resource.tsx': { default: widgets } },
        {},
      ),
    ).toThrow('section "studio" is not declared');
  });

  it('rejects a file whose place does not match its declaration', () => {
    expect(() =>
      discoverDeclarations(
        { '../resources/desk/widgets.resource.tsx': { default: widgets } },
        sections,
      ),
    ).toThrow('must be src/resources/studio/widgets.resource.tsx');
  });

  it('rejects duplicate names and missing default exports', () => {
    expect(() =>
      discoverDeclarations(
        {
          '../resources/studio/widgets.resource.tsx': { default: widgets },
          '../resources/studio/sub/widgets.resource.tsx': { default: widgets },
        },
        sections,
      ),
    ).toThrow('declarations live at');
    expect(() =>
      discoverDeclarations({ '../resources/studio/widgets.resource.tsx': {} }, sections),
    ).toThrow('no default export');
    expect(() =>
      discoverDeclarations(
        {},
        {
          ...sections,
          '../resources/desk/other.section.ts': sections['../resources/desk/desk.section.ts'],
        },
      ),
    ).toThrow('must match its folder and file name');
  });
});
