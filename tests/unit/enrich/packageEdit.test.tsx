import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../../../src/app/testing/testAuthProvider';
import { openConsole, type Respond } from '../moriarty/moriartyConsole';

// Issue 15: a package's page is its generated form beside side panels — its tags (chips opening
// the tag, removed after a confirmation by a PUT of the other tags), its clients, and each tag's
// detections over 30 days (`GET packages/{id}/tag-counts?days=30`).
const API = 'http://platform.test/services/llmEnrich/api';

const stored = () => ({
  id: 7,
  name: 'Churn',
  language: 'fr',
  description: '',
  enabled: true,
  tag_ids: [3, 4],
  prompt_uuids: [],
  client_ids: [1],
  inserted_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const platform = () => {
  let record = stored();
  const counts = () => ({
    days: 30,
    from: '2026-01-01T00:00:00.000Z',
    tags: [
      { tag_id: 3, label: 'Résiliation', calls: 12 },
      { tag_id: 4, label: 'Concurrent', calls: 5 },
    ].filter((tag) => record.tag_ids.includes(tag.tag_id)),
  });
  const respond: Respond = ({ method, url, body }) => {
    const path = url.split('?')[0];
    if (path === `${API}/packages/7/tag-counts`) return { json: counts() };
    if (path === `${API}/packages/7` && method === 'GET') return { json: record };
    if (path === `${API}/packages/7` && method === 'PUT') {
      record = { ...record, ...(body as object), updated_at: '2026-01-02T00:00:00.000Z' };
      return { json: record };
    }
    if (url.includes('/services/config/api/clients'))
      return { json: [{ id: 1, name: 'Élan Télécom' }] };
    if (url.includes('/services/moriarty/api/tags'))
      return {
        json: [
          { id: 3, label: 'Résiliation', lang: 'fr' },
          { id: 4, label: 'Concurrent', lang: 'fr' },
        ],
      };
    return undefined;
  };
  return respond;
};

describe('a package’s page', () => {
  it('shows its tags, clients and detection counts beside the form', async () => {
    await openConsole('/enrich/packages/7', platform(), DEMO_ROLES.admin);
    const tags = await screen.findByRole('region', { name: 'Its tags' });
    expect(await within(tags).findByText('Résiliation')).toBeTruthy();
    expect(within(tags).getByText('Concurrent').closest('a')?.getAttribute('href')).toContain(
      '/moriarty/tags/4',
    );
    const clients = screen.getByRole('region', { name: 'Its clients' });
    expect(await within(clients).findByText('Élan Télécom')).toBeTruthy();
    const counts = screen.getByRole('region', { name: 'Detections' });
    expect(within(counts).getByText('12 calls')).toBeTruthy();
    expect(within(counts).getByText('5 calls')).toBeTruthy();
  });

  it('removes a tag only after confirming, by a PUT of the other tags', async () => {
    const { calls } = await openConsole('/enrich/packages/7', platform(), DEMO_ROLES.admin);
    const tags = await screen.findByRole('region', { name: 'Its tags' });
    await within(tags).findByText('Concurrent');
    await userEvent.click(within(tags).getByRole('button', { name: 'Remove Concurrent' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Concurrent/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ tag_ids: [3] });
    await waitFor(() => expect(within(tags).queryByText('Concurrent')).toBeNull());
  });
});
