import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moriartyClues, moriartyTags } from '../../server/db/schema';
import { signTestToken } from '../support/testTokens';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Every Moriarty endpoint checks the token and its role: clues need app.moriarty.clues, tags
// app.moriarty.tags, previews either.
const api = '/services/moriarty/api';

let platform: TestPlatform;
beforeAll(async () => {
  // Forges tokens with the test key: always in test-key mode.
  platform = await startTestPlatform({}, 'test-key');
  // Clue 1 and tag 1 belong to client 1 here, so that its users may change them (the platform's
  // own records are changed by administrators only: see moriartyOwnership.test.ts).
  const { db } = platform.database;
  await db.update(moriartyClues).set({ clientId: 1 }).where(eq(moriartyClues.id, 1));
  await db.update(moriartyTags).set({ clientId: 1 }).where(eq(moriartyTags.id, 1));
});
afterAll(() => platform.close());

type Endpoint = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object };
const clueEndpoints: Endpoint[] = [
  { method: 'GET', url: `${api}/clues?lang=fr` },
  { method: 'GET', url: `${api}/clues/1` },
  { method: 'POST', url: `${api}/clues`, payload: { label: 'x', lang: 'fr', query: 'x' } },
  { method: 'PATCH', url: `${api}/clues/1`, payload: { label: 'Résiliation' } },
];
const tagEndpoints: Endpoint[] = [
  { method: 'GET', url: `${api}/tags?lang=fr` },
  { method: 'GET', url: `${api}/tags/1` },
  { method: 'POST', url: `${api}/tags`, payload: { label: 'x', lang: 'fr' } },
  { method: 'PATCH', url: `${api}/tags/1`, payload: { label: 'Risque de départ' } },
];
const previewEndpoints: Endpoint[] = [
  { method: 'POST', url: `${api}/preview/clue`, payload: { lang: 'fr', query: 'bonjour' } },
  { method: 'POST', url: `${api}/preview/tag`, payload: { lang: 'fr', query: { or: [1] } } },
];
const all = [...clueEndpoints, ...tagEndpoints, ...previewEndpoints];

const tokenWith = (roles: string[]) => signTestToken('analyst', { roles, groups: ['client-1'] });

describe.each(all)('$method $url', (endpoint) => {
  it('answers 401 without a token and 403 to a user without a Moriarty role', async () => {
    const anonymous = await platform.request(endpoint);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized', errors: {} });
    const guest = await platform.request({ ...endpoint, as: 'guest' });
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toEqual({ message: 'Forbidden', errors: {} });
    const other = await platform.request({
      ...endpoint,
      token: await tokenWith(['app.scribr.call_list', 'app.lm_factory.corpuses']),
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('roles', () => {
  const statusWith = async (roles: string[], endpoint: Endpoint) =>
    (await platform.request({ ...endpoint, token: await tokenWith(roles) })).statusCode;

  it('app.moriarty.clues opens the clues and the previews, not the tags', async () => {
    const roles = ['app.moriarty.clues'];
    for (const endpoint of [...clueEndpoints, ...previewEndpoints])
      expect([200, 201]).toContain(await statusWith(roles, endpoint));
    for (const endpoint of tagEndpoints) expect(await statusWith(roles, endpoint)).toBe(403);
  });

  it('app.moriarty.tags opens the tags and the previews, not the clues', async () => {
    const roles = ['app.moriarty.tags'];
    for (const endpoint of [...tagEndpoints, ...previewEndpoints])
      expect([200, 201]).toContain(await statusWith(roles, endpoint));
    for (const endpoint of clueEndpoints) expect(await statusWith(roles, endpoint)).toBe(403);
  });

  it('the demo client (both roles) and the admin reach every endpoint', async () => {
    for (const as of ['client', 'admin'] as const) {
      for (const endpoint of all) {
        expect([200, 201]).toContain((await platform.request({ ...endpoint, as })).statusCode);
      }
    }
  });
});
