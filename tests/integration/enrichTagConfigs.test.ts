import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moriartyTags } from '../../server/db/schema';
import { signTestToken } from '../support/testTokens';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 15, "Enrich": every Moriarty tag has a configuration (public labels, colour, priority,
// minimum matches, webhook), the defaults until an administrator saves one; read with
// app.enrich.tagconfig (a client user: the platform's tags and its own, another client's is 404).
const api = '/services/llm-enrich/api';
const configs = `${api}/tag-configs`;

let platform: TestPlatform;
let clientReader: string;
let platformTag: number;
let ownTag: number;
let otherTag: number;
beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 0 }, 'test-key');
  clientReader = await signTestToken('client', {
    roles: ['app.enrich.tagconfig'],
    groups: ['client-1'],
  });
  const rows = await platform.database.db
    .insert(moriartyTags)
    .values([
      { label: 'Zeta', lang: 'de' },
      { label: 'Alpha', lang: 'de', clientId: 1 },
      { label: 'Beta', lang: 'de', clientId: 2 },
      { label: 'Other language', lang: 'nl' },
    ])
    .returning({ id: moriartyTags.id });
  [platformTag, ownTag, otherTag] = rows.map((row) => row.id);
});
afterAll(() => platform?.close());

interface TagConfig {
  id: number;
  label: string;
  lang: string;
  label_en: string;
  label_fr: string;
  color: string;
  priority: number;
  min_matches: number;
  send_to_webhook: boolean;
  configured: boolean;
}
const query = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');
const admin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  platform.request({ method, url, as: 'admin', payload });
const reader = (url: string) => platform.request({ url, token: clientReader });

describe('tag configuration', () => {
  it('lists every tag of the language with the defaults, paged and sorted', async () => {
    const response = await admin('GET', `${configs}${query({ filter: { lang: 'de' } })}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-range']).toBe('tag-configs 0-2/3');
    expect(response.headers['x-total-count']).toBe('3');
    const rows = response.json() as TagConfig[];
    expect(rows.map((row) => row.label)).toEqual(['Alpha', 'Beta', 'Zeta']);
    expect(rows[2]).toMatchObject({
      id: platformTag,
      lang: 'de',
      label_en: 'Zeta',
      label_fr: 'Zeta',
      color: '#607d8b',
      priority: 50,
      min_matches: 1,
      send_to_webhook: false,
      configured: false,
    });
    const page = await admin(
      'GET',
      `${configs}${query({ filter: { lang: 'de' }, sort: ['label', 'DESC'], range: [0, 0] })}`,
    );
    expect(page.headers['content-range']).toBe('tag-configs 0-0/3');
    expect((page.json() as TagConfig[]).map((row) => row.label)).toEqual(['Zeta']);
  });

  it('saves a configuration, audited, and filters on it', async () => {
    const saved = await admin('PUT', `${configs}/${platformTag}`, {
      label_en: 'Churn risk',
      label_fr: 'Risque de départ',
      color: '#FF8800',
      priority: 90,
      min_matches: 2,
      send_to_webhook: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      id: platformTag,
      label_en: 'Churn risk',
      color: '#ff8800',
      priority: 90,
      min_matches: 2,
      send_to_webhook: true,
      configured: true,
    });
    // Partial: the rest is kept; the read-only fields sent back are ignored.
    const partial = await admin('PUT', `${configs}/${platformTag}`, {
      ...(saved.json() as TagConfig),
      priority: 10,
    });
    expect(partial.json()).toMatchObject({
      priority: 10,
      min_matches: 2,
      label_fr: 'Risque de départ',
    });
    const configured = await admin(
      'GET',
      `${configs}${query({ filter: { lang: 'de', configured: true } })}`,
    );
    expect((configured.json() as TagConfig[]).map((row) => row.id)).toEqual([platformTag]);
    const found = await admin('GET', `${configs}${query({ filter: { q: 'churn', lang: 'de' } })}`);
    expect((found.json() as TagConfig[]).map((row) => row.id)).toEqual([platformTag]);
    const history = await admin(
      'GET',
      `${api}/history?path=${encodeURIComponent(`tag-configs/${platformTag}`)}`,
    );
    expect((history.json().data as { action: string }[]).map((event) => event.action)).toEqual([
      'update',
      'update',
    ]);
  });

  it('refuses bad values, each at its field', async () => {
    const response = await admin('PUT', `${configs}/${platformTag}`, {
      color: 'red',
      priority: 101,
      min_matches: 0,
      send_to_webhook: 'yes',
      label_en: 'x'.repeat(101),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'color',
      'label_en',
      'min_matches',
      'priority',
      'send_to_webhook',
    ]);
    expect((await admin('PUT', `${configs}/999999`, { priority: 1 })).statusCode).toBe(404);
    expect((await admin('GET', `${configs}/999999`)).statusCode).toBe(404);
  });

  it('shows a client user the platform’s tags and its own, another client’s as 404', async () => {
    const list = await reader(`${configs}${query({ filter: { lang: 'de' } })}`);
    expect((list.json() as TagConfig[]).map((row) => row.id).sort()).toEqual(
      [platformTag, ownTag].sort((a, b) => a - b),
    );
    expect((await reader(`${configs}/${ownTag}`)).statusCode).toBe(200);
    expect((await reader(`${configs}/${otherTag}`)).statusCode).toBe(404);
  });

  it('refuses writes to non-administrators and reads without the role', async () => {
    const write = await platform.request({
      method: 'PUT',
      url: `${configs}/${ownTag}`,
      token: clientReader,
      payload: { priority: 1 },
    });
    expect(write.statusCode).toBe(403);
    expect((await platform.request({ url: configs, as: 'client' })).statusCode).toBe(403);
    expect((await platform.request({ url: configs, as: 'guest' })).statusCode).toBe(403);
  });
});
