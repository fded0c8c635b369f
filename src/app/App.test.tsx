import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeDataProvider } from './testing/fakeDataProvider';
import { fixtureRegistry } from './testing/fixtureDeclarations';
import { renderApp } from './testing/renderApp';
import { createTestAuthProvider, DEMO_ROLES } from './testing/testAuthProvider';
import { LANGUAGE_SETTING_KEY } from '../shared/settings';

const records = {
  'studio/widgets': [{ id: 1, label: 'Blue widget', size: 3, lang: 'fr', lines: ['x'] }],
  'studio/gadgets': [{ id: 7, name: 'Gizmo' }],
  'desk/notes': [{ id: 5, title: 'Read me' }],
};

const open = (path: string, roles = DEMO_ROLES.client, storeValues = {}) =>
  renderApp({
    path,
    roles,
    storeValues,
    registry: fixtureRegistry(),
    dataProvider: createFakeDataProvider(records),
  });

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

describe('routes derived from the declarations', () => {
  it('redirects a section to its first permitted child, keeping the query', async () => {
    await open('/studio?tab=2&language=en');
    await waitFor(() => expect(currentUrl()).toBe('/studio/widgets?tab=2&language=en'));
    expect(await screen.findByText('Blue widget')).toBeInTheDocument();
  });

  it('redirects an administrator to the first child in declared order', async () => {
    await open('/studio?language=fr', DEMO_ROLES.admin);
    await waitFor(() => expect(currentUrl()).toBe('/studio/gadgets?language=fr'));
  });

  it('shows Access denied when no child of the section is permitted', async () => {
    await open('/studio?language=fr', DEMO_ROLES.guest);
    expect(await screen.findByRole('img', { name: /403/ })).toBeInTheDocument();
    expect(screen.getByText('Access denied')).toBeInTheDocument();
  });

  it('shows Access denied with the 403 image on a resource page without its role', async () => {
    await open('/studio/widgets?language=fr', DEMO_ROLES.guest);
    expect(await screen.findByRole('img', { name: '403 - Access denied' })).toBeInTheDocument();
    expect(screen.queryByText('Blue widget')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/studio/widgets');
  });

  it('moves the language path segment to the query (replace) and into the setting', async () => {
    const historyLength = window.history.length;
    const { store } = await open('/studio/en/widgets/1?tab=2');
    await waitFor(() => expect(currentUrl()).toBe('/studio/widgets/1?tab=2&language=en'));
    await waitFor(() => expect(store.getItem(LANGUAGE_SETTING_KEY)).toBe('en'));
    expect(window.history.length).toBe(historyLength);
  });

  it('fills a missing language from the user setting, else the first available language', async () => {
    await open('/studio/widgets', DEMO_ROLES.client, { [LANGUAGE_SETTING_KEY]: 'en' });
    await waitFor(() => expect(currentUrl()).toBe('/studio/widgets?language=en'));
  });

  it('fills a missing language with the first of the user languages by default', async () => {
    await open('/studio/widgets');
    await waitFor(() => expect(currentUrl()).toBe('/studio/widgets?language=fr'));
  });

  it('leaves sections without language filter alone', async () => {
    await open('/desk/notes');
    expect(await screen.findByText('Read me')).toBeInTheDocument();
    expect(currentUrl()).toBe('/desk/notes');
  });

  it('resets the stored state of a resetOnEnter section when entered from outside', async () => {
    const selection = 'studio/widgets.selectedIds';
    const other = 'desk/notes.selectedIds';
    const { store } = await open('/desk/notes', DEMO_ROLES.client, {
      [selection]: [1],
      [other]: [5],
    });
    expect(await screen.findByText('Read me')).toBeInTheDocument();
    expect(store.getItem(selection)).toEqual([1]);
    await userEvent.click(await screen.findByRole('menuitem', { name: /widgets/i }));
    expect(await screen.findByText('Blue widget')).toBeInTheDocument();
    expect(store.getItem(selection)).toBeUndefined();
    expect(store.getItem(other)).toEqual([5]);
    // moving inside the section keeps its state
    store.setItem(selection, [1]);
    await userEvent.click(screen.getByText('Blue widget'));
    await waitFor(() => expect(window.location.pathname).toBe('/studio/widgets/1'));
    expect(store.getItem(selection)).toEqual([1]);
  });

  it('drops the stored state of a resetOnEnter section opened on load, before its page reads it', async () => {
    const selection = 'studio/widgets.selectedIds';
    const other = 'desk/notes.selectedIds';
    const { store } = await open('/studio/widgets', DEMO_ROLES.client, {
      [selection]: [1],
      [other]: [5],
    });
    expect(await screen.findByText('Blue widget')).toBeInTheDocument();
    expect(store.getItem(selection)).toBeUndefined();
    expect(store.getItem(other)).toEqual([5]);
    // The row stored as selected is not: the page never rendered with the dropped state.
    expect(screen.queryByRole('checkbox', { checked: true })).not.toBeInTheDocument();
  });

  it('sends / to the first page the user may open', async () => {
    await open('/', DEMO_ROLES.client);
    await waitFor(() => expect(window.location.pathname).toBe('/desk/notes'));
  });

  it('shows a full-screen loader while the roles are not known', async () => {
    const registry = fixtureRegistry();
    const auth = createTestAuthProvider(registry, DEMO_ROLES.client);
    let answer: (allowed: boolean) => void = () => undefined;
    const rolesKnown = new Promise<boolean>((resolve) => (answer = resolve));
    await renderApp({
      path: '/studio/widgets?language=fr',
      roles: DEMO_ROLES.client,
      registry,
      dataProvider: createFakeDataProvider(records),
      authProvider: { ...auth, canAccess: () => rolesKnown },
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Blue widget')).not.toBeInTheDocument();
    answer(true);
    expect(await screen.findByText('Blue widget')).toBeInTheDocument();
  });

  it('shows Not found for an unknown path, with its page title', async () => {
    await open('/no/such/page');
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
    expect(document.title).toBe('Not Found - Speech Console');
  });

  it('serves /forbidden and /bad-request', async () => {
    await open('/forbidden');
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
    expect(document.title).toBe('Forbidden - Speech Console');
  });

  it('serves /bad-request', async () => {
    await open('/bad-request');
    expect(await screen.findByRole('heading', { name: 'Bad request' })).toBeInTheDocument();
  });
});

describe('menu derived from the declarations', () => {
  const menu = async () => {
    const first = await screen.findAllByRole('menuitem');
    return within(first[0].closest('[role="menu"]') as HTMLElement);
  };

  it('groups permitted resources under their section, hiding sections without any', async () => {
    await open('/desk/notes', DEMO_ROLES.guest);
    const items = await menu();
    expect(items.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Desk/notes']);
    expect(items.getByText('desk')).toBeInTheDocument();
    expect(items.queryByText('studio')).not.toBeInTheDocument();
  });

  it('lists only what the role opens, in declared order, hidden resources left out', async () => {
    await open('/desk/notes', DEMO_ROLES.admin);
    const items = await menu();
    await waitFor(() =>
      expect(items.getAllByRole('menuitem').map((item) => item.getAttribute('href'))).toEqual([
        '/desk/notes',
        // A language-filtered section's entries link to the address the route guard settles on.
        '/studio/gadgets?language=fr',
        '/studio/widgets?language=fr',
      ]),
    );
  });

  it('is keyboard accessible (arrow keys move between entries)', async () => {
    await open('/desk/notes', DEMO_ROLES.admin);
    const items = await menu();
    await waitFor(() => expect(items.getAllByRole('menuitem')).toHaveLength(3));
    const [notes, gadgets] = items.getAllByRole('menuitem');
    notes.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(gadgets).toHaveFocus();
  });
});
