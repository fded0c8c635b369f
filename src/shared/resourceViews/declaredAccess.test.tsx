import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createFakeDataProvider } from '../../app/testing/fakeDataProvider';
import { createRegistry } from '../../app/createRegistry';
import { fixtureSections, notes } from '../../app/testing/fixtureDeclarations';
import { renderApp } from '../../app/testing/renderApp';
import { DEMO_ROLES } from '../../app/testing/testAuthProvider';
import { defineResource } from '../declarations/types';
import type { RoleMap } from '../../../contracts/roles';

// Issue 13: secrets shown once at creation, references shown by their title, record pages opened
// read-only by those who may only view — all from the declaration.
const keys = defineResource({
  section: 'desk',
  path: 'keys',
  order: 3,
  role: 'app.config.stream',
  adminOnly: 'changes',
  viewersOpenRecords: true,
  secrets: ['api_key'],
  recordRepresentation: 'name',
  data: { shape: 'simpleRest', service: 'config', path: 'keys' },
  fields: [
    { source: 'name', type: 'text', required: true, list: true },
    { source: 'note_id', type: 'reference', reference: 'desk/notes', list: true },
    { source: 'vault_id', type: 'reference', reference: 'desk/vaults' },
  ],
});
// Readable by administrators only: a viewer of keys may not read the vault a key refers to.
const vaults = defineResource({
  section: 'desk',
  path: 'vaults',
  order: 5,
  role: 'app.config.client',
  data: { shape: 'simpleRest', service: 'config', path: 'vaults' },
  fields: [{ source: 'title', type: 'text', list: true }],
});
const registry = () => createRegistry([notes, keys, vaults], fixtureSections);

const setup = () => {
  const dataProvider = createFakeDataProvider({
    'desk/keys': [{ id: 4, name: 'Gateway', note_id: 7, vault_id: 9 }],
    'desk/notes': [{ id: 7, title: 'Ops runbook' }],
  });
  // The fake's getMany answers nothing; references need the referenced record.
  return Object.assign(dataProvider, {
    getMany: vi.fn(async (resource: string) => ({
      data: resource === 'desk/notes' ? [{ id: 7, title: 'Ops runbook' }] : [],
    })),
  });
};

describe('declared secrets, references and read-only record pages', () => {
  it('shows a created secret once, then opens the record, which does not carry it', async () => {
    const dataProvider = setup();
    dataProvider.create.mockResolvedValue({
      data: { id: 4, name: 'Gateway', api_key: 'sk_once_only_123' },
      // The fake types its answer as the submitted data; the service adds the secret.
    } as unknown as { data: { id: number } });
    await renderApp({
      path: '/desk/keys/add',
      roles: DEMO_ROLES.admin,
      registry: registry(),
      dataProvider,
    });
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Gateway');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Copy it now' });
    expect(within(dialog).getByDisplayValue('sk_once_only_123')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('This is the only time it is shown');
    expect(window.location.pathname).toBe('/desk/keys/add');

    await userEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(window.location.pathname).toBe('/desk/keys/4'));
    await screen.findByDisplayValue('Gateway');
    expect(screen.queryByDisplayValue('sk_once_only_123')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists a reference by the referenced record’s title', async () => {
    await renderApp({
      path: '/desk/keys',
      roles: DEMO_ROLES.admin,
      registry: registry(),
      dataProvider: setup(),
    });
    expect(await screen.findByText('Ops runbook')).toBeInTheDocument();
  });

  it('opens a record page read-only to a user who may view but not change', async () => {
    const roles = { 'app.config.stream': true };
    const dataProvider = setup();
    await renderApp({ path: '/desk/keys/4', roles, registry: registry(), dataProvider });
    expect(await screen.findByText('Gateway')).toBeInTheDocument();
    // react-admin's edit controller asks for 'edit' access; the page must not give way to it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(window.location.pathname).toBe('/desk/keys/4');
    expect(screen.queryByRole('heading', { name: 'Access denied' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
    // A reference the user may read is shown by its title; one to what the user may not read is
    // left out, not asked for and shown empty.
    expect(await screen.findByText('Ops runbook')).toBeInTheDocument();
    expect(screen.queryByText('Vault')).toBeNull();
    expect(dataProvider.getMany).not.toHaveBeenCalledWith('desk/vaults', expect.anything());
  });

  it('still refuses that user the create page', async () => {
    const roles = { 'app.config.stream': true };
    await renderApp({ path: '/desk/keys/add', roles, registry: registry(), dataProvider: setup() });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });
});

// Issue 11: a client reads the platform's clues, tags and corpuses but cannot change them.
const gadgets = defineResource({
  section: 'desk',
  path: 'gadgets',
  order: 4,
  role: 'app.moriarty.clues',
  platformRecords: true,
  data: { shape: 'simpleRest', service: 'config', path: 'gadgets' },
  fields: [{ source: 'name', type: 'text', required: true, list: true }],
});

describe('platform records', () => {
  const openGadget = async (id: number, roles: RoleMap) => {
    const dataProvider = createFakeDataProvider({
      'desk/gadgets': [
        { id: 1, name: 'Platform gadget', client_id: null },
        { id: 2, name: 'Own gadget', client_id: 2 },
      ],
    });
    const registry = createRegistry([gadgets], fixtureSections);
    await renderApp({ path: `/desk/gadgets/${id}`, roles, registry, dataProvider });
    return screen.findByDisplayValue(id === 1 ? 'Platform gadget' : 'Own gadget');
  };

  it('offer a client no save or archive, saying why', async () => {
    await openGadget(1, { 'app.moriarty.clues': true });
    expect(screen.getByText(/is the platform's: you can read it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });

  it('stay editable to administrators', async () => {
    await openGadget(1, DEMO_ROLES.admin);
    expect(screen.queryByText(/is the platform's/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('leave a client’s own records editable', async () => {
    await openGadget(2, { 'app.moriarty.clues': true });
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
