import { describe, expect, it } from 'vitest';
import { defineResource } from '../../shared/declarations/types';
import { matchCommands, commandLocation } from '../../shared/palette';
import { createRegistry } from '../createRegistry';
import { fixtureSections, gadgets, notes, secrets, widgets } from '../testing/fixtureDeclarations';
import { DEMO_ROLES } from '../testing/testAuthProvider';
import { listPages, type PageListOptions } from './pageList';
import { paletteCommands } from './paletteCommands';
import { routeTree, type RouteNode } from './routeTree';

/** A fixture declaration carrying palette commands (a call-details page, out of the menu). */
const calls = defineResource({
  section: 'desk',
  path: 'calls',
  order: 3,
  role: 'app.scribr.call_list',
  hideFromMenu: true,
  createPath: false,
  data: { shape: 'simpleRest', service: 'search', path: 'calls' },
  fields: [{ source: 'id', type: 'text', list: true }],
  commands: [
    {
      name: 'Open call {{search}}',
      restrictToSearchPattern: true,
      target: 'edit',
      query: { tab: 'transcript' },
    },
  ],
});

const registry = createRegistry([widgets, gadgets, notes, secrets, calls], fixtureSections);
const LABELS: Record<string, string> = {
  desk: 'Desk',
  studio: 'Studio',
  'desk/notes': 'Notes',
  'desk/notes/create': 'Create',
  'studio/widgets': 'Widgets',
  'studio/widgets/create': 'Create',
  'studio/gadgets': 'Gadgets',
  'studio/gadgets/create': 'Create',
};
const options = (roles = DEMO_ROLES.admin): PageListOptions => ({
  canOpen: (access) => registry.canAccess(roles, access),
  labelOf: (name) => LABELS[name],
});
const pagesFor = (roles = DEMO_ROLES.admin) => listPages(routeTree(registry), options(roles));

describe('routeTree (from the declarations)', () => {
  it('has each section root, with the optional language segment when filtered', () => {
    const tree = routeTree(registry);
    expect(tree.map(({ name, path, redirect }) => [name, path, redirect])).toEqual([
      ['desk', '/desk', true],
      ['studio', '/studio/:language?', true],
    ]);
    const widgetsRoute = tree[1].children!.find((child) => child.name === 'studio/widgets')!;
    expect(widgetsRoute.children!.map(({ name, path }) => [name, path])).toEqual([
      ['studio/widgets/create', '/studio/widgets/add'],
      ['studio/widgets/edit', '/studio/widgets/:id'],
    ]);
  });
});

describe('listPages (spec §2 page list helper)', () => {
  it('labels each page with its parent labels joined by " > "', () => {
    expect(pagesFor()).toEqual([
      { name: 'desk/notes', path: '/desk/notes', label: 'Desk > Notes' },
      { name: 'desk/notes/create', path: '/desk/notes/new', label: 'Desk > Notes > Create' },
      { name: 'studio/gadgets', path: '/studio/gadgets', label: 'Studio > Gadgets' },
      {
        name: 'studio/gadgets/create',
        path: '/studio/gadgets/add',
        label: 'Studio > Gadgets > Create',
      },
      { name: 'studio/widgets', path: '/studio/widgets', label: 'Studio > Widgets' },
      {
        name: 'studio/widgets/create',
        path: '/studio/widgets/add',
        label: 'Studio > Widgets > Create',
      },
    ]);
  });

  it('keeps only the routes the user may open', () => {
    expect(pagesFor(DEMO_ROLES.client).map((page) => page.name)).toEqual([
      'desk/notes',
      'desk/notes/create',
      'studio/widgets',
      'studio/widgets/create',
    ]);
    expect(pagesFor(DEMO_ROLES.guest).map((page) => page.name)).toEqual([
      'desk/notes',
      'desk/notes/create',
    ]);
  });

  const tree: RouteNode[] = [
    {
      name: 'area',
      path: '/area',
      children: [
        { name: 'area/list', path: '/area/list' },
        { name: 'area/detail', path: '/area/list/:id' },
        { name: 'area/maybe', path: '/area/maybe?' },
        { name: 'area/all', path: '/area/files/*' },
        {
          name: 'area/go',
          path: '/area/go',
          redirect: true,
          children: [{ name: 'area/go/there', path: '/area/go/there' }],
        },
        { name: 'area/nameless', path: '/area/nameless' },
        {
          name: 'area/locked',
          path: '/area/locked',
          access: { resource: 'locked', action: 'list' },
          children: [{ name: 'area/locked/inside', path: '/area/locked/inside' }],
        },
      ],
    },
  ];
  const labels: Record<string, string> = {
    area: 'Area',
    'area/list': 'List',
    'area/go': 'Go',
    'area/go/there': 'There',
    'area/locked': 'Locked',
  };
  const pages = listPages(tree, {
    canOpen: (access) => access.resource !== 'locked',
    labelOf: (name) => labels[name],
  });
  const labelsOf = pages.map((page) => page.label);

  it('skips routes with path parameters, optional segments (and splats)', () => {
    expect(pages.map((page) => page.name)).not.toContain('area/detail');
    expect(pages.map((page) => page.name)).not.toContain('area/maybe');
    expect(pages.map((page) => page.name)).not.toContain('area/all');
  });

  it('skips redirects but keeps their children, labelled under them', () => {
    expect(pages.map((page) => page.name)).not.toContain('area/go');
    expect(labelsOf).toContain('Area > Go > There');
  });

  it('says "unknown" for a route name without a label', () => {
    expect(labelsOf).toContain('Area > unknown');
  });

  it('leaves out a resource kept out of the menu, and its create page', () => {
    expect(pagesFor().some((page) => page.name.startsWith('desk/secrets'))).toBe(false);
    expect(pagesFor().some((page) => page.name.startsWith('desk/calls'))).toBe(false);
  });

  it('hides a route the user may not open, and what is under it', () => {
    expect(labelsOf.filter((label) => label.includes('Locked'))).toEqual([]);
  });

  it('gives exactly these pages', () => {
    expect(labelsOf).toEqual(['Area', 'Area > List', 'Area > Go > There', 'Area > unknown']);
  });
});

describe('paletteCommands', () => {
  const translate = (key: string, values: Record<string, unknown> = {}) =>
    key === 'shell.palette.goTo' ? `Go to ${String(values.page)} page` : String(values._ ?? key);
  const commandsFor = (roles = DEMO_ROLES.admin) => {
    const routes = routeTree(registry);
    const { canOpen } = options(roles);
    const pages = listPages(routes, options(roles));
    return paletteCommands({ registry, routes, pages, canOpen, translate });
  };

  it('has a "Go to {page} page" command for every selectable page, searching by name and path', () => {
    const commands = commandsFor();
    expect(commands.slice(0, 2).map(({ name, description }) => [name, description])).toEqual([
      ['Go to Desk > Notes page', '/desk/notes'],
      ['Go to Desk > Notes > Create page', '/desk/notes/new'],
    ]);
    expect(matchCommands(commands, 'gadg').map((command) => command.name)).toEqual([
      'Go to Studio > Gadgets page',
      'Go to Studio > Gadgets > Create page',
    ]);
  });

  it('adds the commands a declaration carries, for the permitted ones only', () => {
    const call = commandsFor().find((command) => command.routeName === 'desk/calls/edit')!;
    expect(call).toMatchObject({
      name: 'Open call {{search}}',
      path: '/desk/calls/:id',
      restrictToSearchPattern: true,
    });
    expect(matchCommands(commandsFor(), '412-20251103.7')).toEqual([call]);
    expect(commandLocation(call, '412-20251103.7')).toEqual({
      pathname: '/desk/calls/412-20251103.7',
      search: '?tab=transcript',
    });
    expect(
      commandsFor(DEMO_ROLES.guest).some((command) => command.routeName === 'desk/calls/edit'),
    ).toBe(false);
  });

  it('makes a new declaration appear with no other edit', () => {
    const extra = defineResource({
      section: 'desk',
      path: 'memos',
      order: 9,
      role: '',
      data: { shape: 'simpleRest', service: 'config', path: 'memos' },
      fields: [],
    });
    const bigger = createRegistry([notes, extra], fixtureSections);
    const routes = routeTree(bigger);
    const pages = listPages(routes, {
      canOpen: (access) => bigger.canAccess({}, access),
      labelOf: (name) => name,
    });
    expect(pages.map((page) => page.path)).toContain('/desk/memos');
  });
});
