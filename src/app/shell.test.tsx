import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installPaletteTestSupport } from '../shared/palette/testing';
import { resetSession, setSession } from '../shared/session';
import { settingStoreKey } from '../shared/settings';
import { createFakeDataProvider } from './testing/fakeDataProvider';
import { fixtureRegistry } from './testing/fixtureDeclarations';
import { renderApp } from './testing/renderApp';
import { DEMO_ROLES } from './testing/testAuthProvider';

installPaletteTestSupport();

const records = {
  'studio/widgets': [{ id: 1, label: 'Blue widget', size: 3, lang: 'fr' }],
  'studio/gadgets': [{ id: 7, name: 'Gizmo' }],
  'desk/notes': [{ id: 5, title: 'Read me' }],
};

const FIRST = settingStoreKey('isFirstConnection');

const open = (
  path: string,
  roles = DEMO_ROLES.admin,
  storeValues: Record<string, unknown> = {},
  dataProvider = createFakeDataProvider(records),
) => renderApp({ path, roles, storeValues, registry: fixtureRegistry(), dataProvider });

const pathname = () => window.location.pathname;

beforeEach(() => {
  resetSession();
  setSession({ user: { id: 'u1', email: 'ada@example.com', username: 'ada' } });
});

describe('/ and the first connection (spec §2)', () => {
  it('sends a first connection to /first-connection, then / to the main view once done', async () => {
    const { store } = await open('/', DEMO_ROLES.client, { [FIRST]: undefined });
    await waitFor(() => expect(pathname()).toBe('/first-connection'));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(document.title).toBe('Welcome - Speech Console');
    // The main view offered: the pages the user may open.
    await userEvent.click(screen.getByRole('combobox', { name: 'Main view' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['desk > Desk/notes', 'studio > Studio/widgets']);
    await userEvent.click(screen.getByRole('option', { name: 'studio > Studio/widgets' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(pathname()).toBe('/studio/widgets'));
    expect(store.getItem(FIRST)).toBe(false);
    expect(store.getItem('settings.mainView')).toBe('studio/widgets');
    expect(store.getItem('settings.timeZone')).toEqual(expect.any(String));
    expect(store.getItem('settings.weekFirstDay')).toBe(1);
  });

  it('diverts every page of the affected apps while the state is set', async () => {
    await open('/desk/notes', DEMO_ROLES.client, { [FIRST]: true });
    await waitFor(() => expect(pathname()).toBe('/first-connection'));
  });

  it('lets a deep link into an app that does not wait for the first connection through', async () => {
    await open('/studio/widgets?language=fr', DEMO_ROLES.client, { [FIRST]: true });
    expect(await screen.findByText('Blue widget')).toBeInTheDocument();
    expect(pathname()).toBe('/studio/widgets');
  });

  it('leaves the contact form and error pages reachable', async () => {
    await open('/contact', DEMO_ROLES.client, { [FIRST]: true });
    expect(
      await screen.findByRole('heading', { name: 'Contact us', level: 1 }),
    ).toBeInTheDocument();
    expect(pathname()).toBe('/contact');
  });

  it('opens the configured main view, and the first permitted page when it is not available', async () => {
    await open('/', DEMO_ROLES.client, { 'settings.mainView': 'studio/widgets' });
    await waitFor(() => expect(pathname()).toBe('/studio/widgets'));
  });

  it('falls back from ViewAnalytics (no Scribr yet) to the first page the user may open', async () => {
    await open('/', DEMO_ROLES.client, { 'settings.mainView': 'ViewAnalytics' });
    await waitFor(() => expect(pathname()).toBe('/desk/notes'));
  });

  it('remembers the sub-application the user is in (currentApp)', async () => {
    const { store } = await open('/studio/widgets?language=fr', DEMO_ROLES.client);
    await waitFor(() => expect(store.getItem('settings.currentApp')).toBe('studio'));
  });
});

describe('command palette (spec §2)', () => {
  it('opens with Ctrl+K for administrators; Enter goes to the typed page', async () => {
    await open('/desk/notes');
    expect(await screen.findByText('Read me')).toBeInTheDocument();
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await screen.findByPlaceholderText('Search a page...');
    await userEvent.type(input, 'gadg');
    const active = screen
      .getAllByRole('option')
      .find((option) => option.getAttribute('aria-selected') === 'true');
    expect(active).toHaveTextContent('Go to studio > Studio/gadgets page');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pathname()).toBe('/studio/gadgets'));
    expect(screen.queryByPlaceholderText('Search a page...')).not.toBeInTheDocument();
  });

  it('lists only permitted pages and closes with Escape', async () => {
    await open('/desk/notes');
    await screen.findByText('Read me');
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await screen.findByPlaceholderText('Search a page...');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Go to desk > Desk/notes page/desk/notes',
      'Go to desk > Desk/notes > Create page/desk/notes/new',
      'Go to studio > Studio/gadgets page/studio/gadgets',
      'Go to studio > Studio/gadgets > Create page/studio/gadgets/add',
      'Go to studio > Studio/widgets page/studio/widgets',
      'Go to studio > Studio/widgets > Create page/studio/widgets/add',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByPlaceholderText('Search a page...')).not.toBeInTheDocument(),
    );
  });

  it('is not there for anyone else: Ctrl+K opens nothing', async () => {
    await open('/desk/notes', DEMO_ROLES.client);
    await screen.findByText('Read me');
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(screen.queryByPlaceholderText('Search a page...')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Search a page (Ctrl+K)' }),
    ).not.toBeInTheDocument();
  });
});

describe('debug roles (spec §4)', () => {
  it('lets an administrator look like a client, with a visible indicator', async () => {
    await open('/desk/notes');
    await screen.findByText('Read me');
    expect(await screen.findByRole('menuitem', { name: /gadgets/i })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Debug roles' }));
    const indicator = await screen.findByRole('button', { name: 'Debug roles' });
    await userEvent.click(indicator);
    await userEvent.click(await screen.findByRole('button', { name: 'Look like a client' }));
    // The menu and palette follow the new role map at once.
    await waitFor(() =>
      expect(screen.queryByRole('menuitem', { name: /gadgets/i })).not.toBeInTheDocument(),
    );
    expect(
      screen.queryByRole('button', { name: 'Search a page (Ctrl+K)' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop debugging' }));
    expect(await screen.findByRole('menuitem', { name: /gadgets/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Debug roles' })).not.toBeInTheDocument();
  });

  it('is not offered to clients', async () => {
    await open('/desk/notes', DEMO_ROLES.client);
    await screen.findByText('Read me');
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('menuitem', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Debug roles' })).not.toBeInTheDocument();
  });
});

describe('profile panel (spec §3)', () => {
  it('changes the first day of the week, data language and main view, stored per user', async () => {
    const { store } = await open('/desk/notes', DEMO_ROLES.client);
    await screen.findByText('Read me');
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    const panel = await screen.findByRole('region', { name: 'Profile' });
    await userEvent.click(
      await within(panel).findByRole('combobox', { name: 'First day of the week' }),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Sunday' }));
    expect(store.getItem('settings.weekFirstDay')).toBe(0);
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Data language' }));
    await userEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(store.getItem('settings.language')).toBe('en');
    const timeZone = within(panel).getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(timeZone);
    await userEvent.type(timeZone, 'Europe/Par');
    await userEvent.click(await screen.findByRole('option', { name: 'Europe/Paris' }));
    expect(store.getItem('settings.timeZone')).toBe('Europe/Paris');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Profile' })).not.toBeInTheDocument(),
    );
  });
});

describe('profile panel send status (spec §4: errored, pending, success)', () => {
  it('says Saved after a change, and Not saved with a notification when the store refuses', async () => {
    const { store } = await open('/desk/notes', DEMO_ROLES.client);
    await screen.findByText('Read me');
    // Local storage may refuse a write (full, or disabled): the store then throws.
    let refuse = false;
    const setItem = store.setItem.bind(store);
    vi.spyOn(store, 'setItem').mockImplementation((key: string, value: unknown) => {
      if (refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem(key, value);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    const panel = await screen.findByRole('region', { name: 'Profile' });
    await userEvent.click(
      await within(panel).findByRole('combobox', { name: 'First day of the week' }),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Sunday' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Saved');

    refuse = true;
    await userEvent.click(
      await within(panel).findByRole('combobox', { name: 'First day of the week' }),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Monday' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Not saved');
    expect(await screen.findByText('Failed to save your settings')).toBeInTheDocument();
  });
});

describe('contact form (spec §2, §4, §7, §8)', () => {
  const withRequest = (request: ReturnType<typeof vi.fn>) =>
    Object.assign(createFakeDataProvider(records), { request });

  const fill = async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Export');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Exports fail');
  };

  it('posts exactly { body, email, subject } to the search service, then thanks', async () => {
    const request = vi.fn(async () => ({ id: 1 }));
    await open('/contact', DEMO_ROLES.client, {}, withRequest(request));
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveValue(
      'ada@example.com',
    );
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(request).toHaveBeenCalledWith({
      service: 'search',
      method: 'POST',
      path: 'contact/',
      body: { body: 'Exports fail', email: 'ada@example.com', subject: 'Export' },
    });
    expect(
      await screen.findAllByText('Thank you for your message, we will answer shortly'),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  it('shows the first email error the server gave, keeping the form', async () => {
    const request = vi.fn(async () => {
      throw new HttpError('Invalid', 400, {
        message: 'Invalid',
        errors: { email: ['Enter a valid email address', 'second'] },
      });
    });
    await open('/contact', DEMO_ROLES.client, {}, withRequest(request));
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Failed to send your message, please fix the following: Enter a valid email address',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Export');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('asks to try again on any other failure', async () => {
    const request = vi.fn(async () => {
      throw new HttpError('Network error', 0, { message: 'x', errors: {}, kind: 'network' });
    });
    await open('/contact', DEMO_ROLES.client, {}, withRequest(request));
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Failed to send your message, please try again in a few seconds.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Exports fail');
    expect(screen.getByRole('status')).toHaveTextContent('Not sent');
  });

  it('fails through the common error handler (an administrator gets the VPN hint)', async () => {
    const request = vi.fn(async () => {
      throw new HttpError('Network error', 0, { message: 'x', errors: {}, kind: 'network' });
    });
    await open('/contact', DEMO_ROLES.admin, {}, withRequest(request));
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Is your VPN enabled?')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Not sent');
  });

  it('is reachable from the user menu', async () => {
    await open('/desk/notes', DEMO_ROLES.client);
    await screen.findByText('Read me');
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Contact us' }));
    await waitFor(() => expect(pathname()).toBe('/contact'));
  });
});

describe('about (spec §3: the session knows the build id and the commit hash)', () => {
  it('shows the build id and the commit from the user menu', async () => {
    act(() => setSession({ buildId: 'b41d9e2c7a10', commitHash: '0123456789abcdef' }));
    await open('/desk/notes', DEMO_ROLES.client);
    await screen.findByText('Read me');
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'About' }));
    const dialog = await screen.findByRole('dialog', { name: 'About this console' });
    expect(
      within(dialog).getByRole('row', { name: /Version \(build id\) b41d9e2c7a10/ }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('row', { name: /Commit 0123456789abcdef/ }),
    ).toBeInTheDocument();
  });
});

describe('new-version banner in the layout', () => {
  it('appears when the session flag is set', async () => {
    await open('/desk/notes', DEMO_ROLES.client);
    await screen.findByText('Read me');
    act(() => setSession({ newAppVersion: true }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'A new version of the application is available, please refresh the page to enjoy it!',
    );
  });
});
