import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../../../src/app/testing/testAuthProvider';
import { changedFields } from '../../../src/shared/resourceViews/history/changedFields';
import { API, callsTo, openConsole, type Respond } from './moriartyConsole';

// Issue 11, "Audit trail": an administrator sees a record's history in a side panel of its edit
// page, for every resource, from the declarations.
const clue = {
  id: 4,
  uuid: '6f1c',
  label: 'Résiliation',
  lang: 'fr',
  package: '',
  private_description: '',
  public_description: '',
  concatenation_delay: 300,
  query: 'résilier',
  speakers: ['in'],
  tags: [],
  client_id: null,
  inserted_at: '2025-01-01T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
};
const history = [
  {
    id: 2,
    at: '2025-01-02T10:00:00.000Z',
    action: 'update',
    actor: { id: 'u1', name: 'admin' },
    before: { ...clue, label: 'Resil', updated_at: '2025-01-01T10:00:00.000Z' },
    after: { ...clue, label: '<b>Résiliation</b>' },
  },
  {
    id: 1,
    at: '2025-01-01T10:00:00.000Z',
    action: 'create',
    actor: { id: 'u1', name: 'admin' },
    before: null,
    after: clue,
  },
];
const answers: Respond = ({ method, url }) => {
  if (method === 'GET' && url === `${API}/clues/4`) return { json: clue };
  if (method === 'GET' && url === `${API}/history?path=clues%2F4`)
    return { json: { data: history } };
  if (method === 'POST' && url === `${API}/preview/clue`)
    return { json: { evaluated: 0, matched: 0, calls: [] } };
  return undefined;
};

describe('record history', () => {
  it('shows an administrator who changed what, newest first, as text, when opened', async () => {
    const { calls } = await openConsole('/moriarty/clues/4?language=fr', answers, DEMO_ROLES.admin);
    const panel = await screen.findByRole('button', { name: 'History' });
    expect(callsTo(calls, 'GET', 'history')).toEqual([]); // read when opened only
    fireEvent.click(panel);
    const list = await screen.findByRole('list', { name: 'History' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Changed by admin',
      'Created by admin',
    ]);
    expect(within(items[0]).getByText('label: Resil → <b>Résiliation</b>')).toBeInTheDocument();
    expect(document.querySelector('#record-history b')).toBeNull();
  });

  it('is not offered to a client', async () => {
    await openConsole('/moriarty/clues/4?language=fr', answers, DEMO_ROLES.client);
    await screen.findByDisplayValue('Résiliation');
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
  });

  it('lists the fields that changed, not the bookkeeping ones', () => {
    expect(
      changedFields({ a: 1, b: [1], updated_at: 'x' }, { a: 1, b: [2], updated_at: 'y' }),
    ).toEqual([{ field: 'b', before: '[1]', after: '[2]' }]);
  });
});
