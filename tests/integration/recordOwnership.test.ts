import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTestToken } from '../support/testTokens';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 11, "Clients change what other clients see": corpuses, clues and tags have an owner — the
// platform or one client. Clients read the platform's and their own, write only their own, never
// see another client's (404) or the platform's private descriptions; a client's own tags are
// detected only on its own calls.
const moriarty = '/services/moriarty/api';
const lmFactory = '/services/lm-factory/api';

let platform: TestPlatform;
let otherClient: string; // a user of client 2, with the client's roles
beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 400 });
  otherClient = await signTestToken('other', {
    roles: [
      'app.moriarty.clues',
      'app.moriarty.tags',
      'app.lm_factory.corpuses',
      'app.scribr.call_list',
    ],
    groups: ['client-2'],
  });
});
afterAll(() => platform.close());

type Caller = { as: 'admin' | 'client' | 'guest' } | { token: string };
const call = (
  caller: Caller,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => platform.request({ method, url, payload, ...caller });
const client = { as: 'client' } as const;
const admin = { as: 'admin' } as const;
const other = () => ({ token: otherClient });

describe('platform records (client_id null)', () => {
  it('are read by every client, without their private description, and changed by admins only', async () => {
    const seeded = (await call(client, 'GET', `${moriarty}/clues?lang=fr`)).json();
    const platformClue = seeded.find(
      (clue: { client_id: number | null }) => clue.client_id === null,
    );
    expect(platformClue.private_description).toBe('');
    const asAdmin = (await call(admin, 'GET', `${moriarty}/clues/${platformClue.id}`)).json();
    expect(asAdmin.client_id).toBeNull();

    const patch = await call(client, 'PATCH', `${moriarty}/clues/${platformClue.id}`, {
      label: 'x',
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toEqual({
      message: 'Only administrators change what the platform publishes',
      errors: {},
    });
    const tag = (await call(client, 'GET', `${moriarty}/tags?lang=fr`)).json()[0];
    expect(
      (await call(client, 'PATCH', `${moriarty}/tags/${tag.id}`, { label: 'x' })).statusCode,
    ).toBe(403);
    const corpus = (await call(client, 'GET', `${lmFactory}/corpuses?lang=fr`)).json()[0];
    expect(corpus.client_id).toBeNull();
    expect((await call(client, 'DELETE', `${lmFactory}/corpuses/${corpus.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(client, 'GET', `${lmFactory}/corpuses/${corpus.id}`)).statusCode).toBe(200);
  });
});

describe('a client’s own records', () => {
  let clueId: number;
  let tagId: number;
  let corpusId: number;
  beforeAll(async () => {
    const clue = await call(client, 'POST', `${moriarty}/clues`, {
      label: 'Mot de passe',
      lang: 'fr',
      query: 'bonjour',
      private_description: 'notes internes du client',
    });
    expect(clue.statusCode).toBe(201);
    clueId = clue.json().id;
    const tag = await call(client, 'POST', `${moriarty}/tags`, {
      label: 'Oubli du mot de passe',
      lang: 'fr',
      query: { or: [clueId] },
    });
    expect(tag.statusCode).toBe(201);
    tagId = tag.json().id;
    const corpus = await call(client, 'POST', `${lmFactory}/corpuses`, {
      label: 'Corpus du client',
      description: '',
      lang: 'fr',
      sentences: ['bonjour'],
    });
    corpusId = corpus.json().id;
  });

  it('belong to the client, which reads them with its private description and changes them', async () => {
    const clue = (await call(client, 'GET', `${moriarty}/clues/${clueId}`)).json();
    expect(clue).toMatchObject({ client_id: 1, private_description: 'notes internes du client' });
    expect(
      (await call(client, 'PATCH', `${moriarty}/clues/${clueId}`, { label: 'Mot de passe oublié' }))
        .statusCode,
    ).toBe(200);
    expect((await call(admin, 'GET', `${moriarty}/tags/${tagId}`)).json().client_id).toBe(1);
  });

  it('answer 404 to another client, in lists, details, changes and previews', async () => {
    const clues = (await call(other(), 'GET', `${moriarty}/clues?lang=fr`)).json();
    expect(clues.map((clue: { id: number }) => clue.id)).not.toContain(clueId);
    const tags = (await call(other(), 'GET', `${moriarty}/tags?lang=fr`)).json();
    expect(tags.map((tag: { id: number }) => tag.id)).not.toContain(tagId);
    expect((await call(other(), 'GET', `${moriarty}/clues/${clueId}`)).statusCode).toBe(404);
    expect((await call(other(), 'GET', `${moriarty}/tags/${tagId}`)).statusCode).toBe(404);
    expect(
      (await call(other(), 'PATCH', `${moriarty}/tags/${tagId}`, { label: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(other(), 'DELETE', `${lmFactory}/corpuses/${corpusId}`)).statusCode).toBe(
      404,
    );
    const corpuses = (await call(other(), 'GET', `${lmFactory}/corpuses`)).json();
    expect(corpuses.map((corpus: { id: number }) => corpus.id)).not.toContain(corpusId);
    // Nor can another client's tag use the clue, nor its preview read it.
    const borrowing = await call(other(), 'POST', `${moriarty}/tags`, {
      label: 'Emprunt',
      lang: 'fr',
      query: { or: [clueId] },
    });
    expect(borrowing.statusCode).toBe(400);
    expect(borrowing.json().errors.query).toEqual([`Unknown clue: ${clueId}`]);
    const preview = await call(other(), 'POST', `${moriarty}/preview/tag`, {
      lang: 'fr',
      query: { or: [clueId] },
    });
    expect(preview.statusCode).toBe(400);
    // The clue's list of tags shows no other client's tag either.
    const platformClue = (await call(admin, 'GET', `${moriarty}/clues?lang=fr`)).json()[0];
    const otherTag = await call(other(), 'POST', `${moriarty}/tags`, {
      label: 'Tag du client 2',
      lang: 'fr',
      query: { or: [platformClue.id] },
    });
    expect(otherTag.statusCode).toBe(201);
    const seen = (await call(client, 'GET', `${moriarty}/clues/${platformClue.id}`)).json();
    expect(seen.tags.map((tag: { id: number }) => tag.id)).not.toContain(otherTag.json().id);
  });

  it('are detected on the client’s own calls only, and offered in its call filters only', async () => {
    const search = async (caller: Caller, tag: number) =>
      (
        await call(caller, 'POST', '/services/search/api/v1/search/transcription-v2/', {
          tags: { include: [tag] },
          size: 0,
        })
      ).json()._total as number;
    // Detections are recomputed in the background after a save.
    await expect.poll(() => search(client, tagId), { timeout: 20_000 }).toBeGreaterThan(0);
    const byClient = await platform.request({
      method: 'POST',
      url: '/services/search/api/v1/search/transcription-v2/',
      as: 'admin',
      payload: { tags: { include: [tagId] }, size: 50 },
    });
    const clients = new Set(
      byClient.json().data.map((c: { client: { id: number } }) => c.client.id),
    );
    expect([...clients]).toEqual([1]);
    const directory = async (caller: Caller) =>
      (await call(caller, 'GET', '/services/search/api/v1/tag/?lang=fr'))
        .json()
        .data.map((tag: { id: number }) => tag.id);
    expect(await directory(client)).toContain(tagId);
    expect(await directory(other())).not.toContain(tagId);
  });
});

describe('a user of no client', () => {
  it('creates nothing (there would be no owner)', async () => {
    const token = await signTestToken('loner', { roles: ['app.moriarty.clues'], groups: [] });
    const response = await call({ token }, 'POST', `${moriarty}/clues`, {
      label: 'x',
      lang: 'fr',
      query: 'x',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Your account belongs to no client: it cannot create records',
    );
  });
});
