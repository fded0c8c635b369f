import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { Resource } from '../shared/declarations/types';
import { ADMIN_ROLE, ROLES, type RoleMap } from '../../contracts/roles';
import { createRegistry } from './createRegistry';
import { registry as declared } from './registry';
import { createFakeDataProvider } from './testing/fakeDataProvider';
import { renderApp } from './testing/renderApp';
import { DEMO_ROLES } from './testing/testAuthProvider';

/*
 * Issue 11, item 1: every route of every declared section × the demo users and a user holding each
 * single role → the page or Access denied. Generated from the declarations: a resource, route or
 * role added later is covered without touching this test. The routing, guards and redirects are
 * the console's own; each page's content is replaced by a marker naming the page, so the test
 * checks which page opened (not what it fetched) and runs fast.
 */

/*
 * Each page says where it is, so a check never reads the previous page: Access denied gets a
 * line naming its path (the real page is kept), and each marker page names its path.
 */
vi.mock('../custom/shell', async (importOriginal) => {
  const shell = await importOriginal<typeof import('../custom/shell')>();
  const { useLocation: useWhere } = await import('react-router-dom');
  const AccessDeniedPage = () => (
    <>
      <shell.AccessDeniedPage />
      <p>{`denied at ${useWhere().pathname}`}</p>
    </>
  );
  return { ...shell, AccessDeniedPage };
});

/*
 * The menu and the app bar (their own tests cover them) are left out: the layout renders them
 * again at each of the matrix's two thousand navigations, and they were most of its time.
 */
vi.mock('./layout/AppMenu', () => ({ AppMenu: () => null }));
vi.mock('./layout/AppBar', () => ({ AppBar: () => null }));

const marker = (name: string, kind: string) => `${name} · ${kind}`;
const stub = (name: string, kind: string): ComponentType => {
  const Page = () => <p>{`${marker(name, kind)} at ${useLocation().pathname}`}</p>;
  return Page;
};
const stubView = (resource: Resource, kind: 'list' | 'create' | 'edit') =>
  resource.views?.[kind] === false ? false : stub(resource.name, kind);

const withMarkers = (resource: Resource): Resource => ({
  ...resource,
  views: {
    list: stubView(resource, 'list'),
    create: stubView(resource, 'create'),
    edit: stubView(resource, 'edit'),
  },
  routes: resource.routes?.map((route) => ({
    ...route,
    Component: stub(resource.name, route.path),
  })),
  sectionDetail: resource.sectionDetail && {
    ...resource.sectionDetail,
    Component: stub(resource.name, 'detail'),
  },
});
const registry = createRegistry(declared.resources.map(withMarkers), declared.sections);

/** Written from the declarations' own fields, not from the registry's access check. */
type Kind = 'view' | 'change';
const permits = (resource: Resource, roles: RoleMap, kind: Kind = 'view') =>
  (resource.role === '' || roles[resource.role] === true) &&
  (!(resource.adminOnly === true || (resource.adminOnly === 'changes' && kind === 'change')) ||
    roles[ADMIN_ROLE] === true);

const SAMPLE_IDS = ['7', '412-20251103.7', '0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b'];
const sampleId = (pattern?: RegExp) => SAMPLE_IDS.find((id) => !pattern || pattern.test(id));
const fill = (path: string, resource: Resource) =>
  path.replace(/:[a-zA-Z]+/g, sampleId(resource.sectionDetail?.pattern) ?? '7');

interface RouteCase {
  path: string;
  /** Where the page ends up (a section redirect moves), and the resource page it must show. */
  lands: string;
  page: string;
  resource: Resource;
  /** A page that changes the records (create, edit): `adminOnly: 'changes'` guards it. */
  kind: Kind;
}

const resourceRoutes = (resource: Resource): RouteCase[] => {
  const at = (path: string, page: string, kind: Kind = 'view') => ({
    path: `/${resource.name}${path}`,
    lands: `/${resource.name}${path}`,
    page,
    resource,
    kind,
  });
  const cases: RouteCase[] = [];
  if (resource.views?.list !== false) cases.push(at('', marker(resource.name, 'list')));
  if (resource.createPath !== false && resource.data.shape !== 'serverPaged') {
    const create = resource.createPath ?? 'add';
    if (resource.data.shape !== 'wholeList' || resource.data.create) {
      cases.push(at(`/${create}`, marker(resource.name, 'create'), 'change'));
    }
  }
  if (resource.editPath !== false && resource.views?.edit !== false) {
    const edit = fill(resource.editPath ?? ':id', resource);
    // viewersOpenRecords: the record page opens read-only to those who may only view.
    const kind = resource.viewersOpenRecords ? 'view' : 'change';
    cases.push(at(`/${edit}`, marker(resource.name, 'edit'), kind));
  }
  for (const { path, action } of resource.routes ?? []) {
    const kind = action === 'edit' ? 'change' : 'view';
    cases.push(at(`/${fill(path, resource)}`, marker(resource.name, path), kind));
  }
  const detailId = resource.sectionDetail && sampleId(resource.sectionDetail.pattern);
  if (detailId) {
    const path = `/${resource.section}/${detailId}`;
    cases.push({
      path,
      lands: path,
      page: marker(resource.name, 'detail'),
      resource,
      kind: 'view',
    });
  }
  return cases;
};

type Expectation = { path: string; lands: string; page?: string };
const expectations = (roles: RoleMap): Expectation[] =>
  registry.sections.flatMap((section) => {
    const children = registry.childrenOf(section.id);
    const first = children.find((child) => !child.hideFromMenu && permits(child, roles));
    const redirect: Expectation = first
      ? { path: `/${section.id}`, lands: `/${first.name}`, page: marker(first.name, 'list') }
      : { path: `/${section.id}`, lands: `/${section.id}` };
    const pages = children.flatMap(resourceRoutes).map(({ path, lands, page, resource, kind }) => ({
      path,
      lands,
      page: permits(resource, roles, kind) ? page : undefined,
    }));
    return [redirect, ...pages];
  });

/*
 * The demo users, a user holding each single role some declaration asks for (global.admin too),
 * and one user holding every role no declaration uses yet: all of those must open nothing, so one
 * user checks them at once (a role gets its own user as soon as a declaration uses it).
 */
const declaredRoles = new Set<string>(declared.resources.map((resource) => resource.role));
const unusedRoles = ROLES.filter((role) => !declaredRoles.has(role) && role !== ADMIN_ROLE);
const USERS: Array<[string, RoleMap]> = [
  ['admin', DEMO_ROLES.admin],
  ['client', DEMO_ROLES.client],
  ['guest', DEMO_ROLES.guest],
  ...ROLES.filter((role) => declaredRoles.has(role) || role === ADMIN_ROLE).map(
    (role): [string, RoleMap] => [`only ${role}`, { [role]: true }],
  ),
  [
    `the ${unusedRoles.length} roles no declaration uses`,
    Object.fromEntries(unusedRoles.map((role) => [role, true])),
  ],
];

const go = async (path: string) => {
  await act(async () => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
};

const anyDenial = /^denied at /;
const anyPage = / · .* at /;

describe('route × role matrix, generated from the declarations', () => {
  it('covers every declared section and resource', () => {
    const paths = expectations(DEMO_ROLES.admin).map(({ path }) => path);
    for (const section of declared.sections) expect(paths).toContain(`/${section.id}`);
    for (const resource of declared.resources) {
      expect(paths.some((path) => path.startsWith(`/${resource.section}`))).toBe(true);
    }
    expect(paths.length).toBeGreaterThan(declared.sections.length + declared.resources.length);
  });

  it.each(USERS)('%s: every route shows its page or Access denied', async (_user, roles) => {
    await renderApp({ path: '/contact', roles, registry, dataProvider: createFakeDataProvider() });
    for (const { path, lands, page } of expectations(roles)) {
      await go(path);
      if (page) {
        expect(await screen.findByText(`${page} at ${lands}`), path).toBeInTheDocument();
        expect(screen.queryByText(anyDenial), path).toBeNull();
      } else {
        expect(await screen.findByText(`denied at ${lands}`), path).toBeInTheDocument();
        expect(screen.getByRole('img', { name: '403 - Access denied' }), path).toBeVisible();
        expect(screen.queryByText(anyPage), path).toBeNull();
      }
    }
  });
});
