import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from '../../server/services/shared/errors';
import { startTestPlatform, type TestPlatform, type TestRequest } from './support/testPlatform';

// The console sends `Accept-Language: <ui language>` (en or fr) with every service call: the
// platform's 4xx messages follow it, English by default.
const lmFactory = '/services/lm-factory/api';
const config = '/services/config/api';
const moriarty = '/services/moriarty/api';
const search = '/services/search/api/v1';

const FRENCH = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' };

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ lmBuildMinMs: 0 });
});
afterAll(() => platform.close());

const inFrench = ({ headers, ...request }: TestRequest) =>
  platform.request({ ...request, headers: { ...headers, ...FRENCH } });

describe('refusals and generic errors in French', () => {
  it('401 without a token, 403 without the role', async () => {
    const noToken = await inFrench({ url: `${lmFactory}/corpuses?lang=fr` });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ message: 'Non authentifié', errors: {} });
    expect(noToken.headers.vary).toMatch(/Accept-Language/);
    const guest = await inFrench({ url: `${lmFactory}/corpuses?lang=fr`, as: 'guest' });
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toEqual({ message: 'Accès refusé', errors: {} });
  });

  it('404 for a missing record and for an unknown route', async () => {
    for (const url of [`${lmFactory}/corpuses/999999`, `${lmFactory}/nothing-here`]) {
      const response = await inFrench({ url, as: 'admin' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Introuvable', errors: {} });
    }
  });

  it('stays English without Accept-Language, with another language and when en is preferred', async () => {
    for (const headers of [
      {},
      { 'accept-language': 'de-DE' },
      { 'accept-language': 'en, fr;q=0.5' },
    ]) {
      const response = await platform.request({
        url: `${lmFactory}/corpuses`,
        as: 'guest',
        headers,
      });
      expect(response.json()).toEqual({ message: 'Forbidden', errors: {} });
    }
  });

  it('words malformed JSON in French', async () => {
    const response = await inFrench({
      method: 'POST',
      url: `${lmFactory}/corpuses`,
      as: 'admin',
      headers: { 'content-type': 'application/json' },
      payload: '{"label": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Corps de requête invalide',
      errors: {
        body: [
          "Le corps n’est pas du JSON valide alors que le type de contenu est 'application/json'",
        ],
      },
    });
  });
});

describe('field errors in French', () => {
  it('LM Factory: required, unknown field, language code, list', async () => {
    const response = await inFrench({
      method: 'POST',
      url: `${lmFactory}/corpuses`,
      as: 'admin',
      payload: { label: ' ', lang: 'french', sentences: 'one', extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Corps de requête invalide',
      errors: {
        label: ['Obligatoire'],
        lang: ['Doit être un code de langue à 2 lettres'],
        sentences: ['Doit être une liste de phrases'],
        extra: ['Champ inconnu'],
      },
    });
  });

  it('LM Factory: query parameters and unavailable sources of a model', async () => {
    const query = await inFrench({
      url: `${lmFactory}/dictionaries?lang=fr&is_latest=maybe`,
      as: 'admin',
    });
    expect(query.json()).toEqual({
      message: 'Paramètres de requête invalides',
      errors: { is_latest: ['Doit être true ou false'] },
    });
    const model = await inFrench({
      method: 'POST',
      url: `${lmFactory}/language_models`,
      as: 'admin',
      payload: { corpuses: [999999], description: '', dictionaries: [], label: 'x', lang: 'fr' },
    });
    expect(model.statusCode).toBe(400);
    expect(model.json()).toEqual({
      message: 'Corps de requête invalide',
      errors: { corpuses: ['Le corpus 999999 n’existe pas ou est archivé'] },
    });
  });

  it('search: the contact email error and the search body', async () => {
    const contact = await inFrench({
      method: 'POST',
      url: `${search}/contact/`,
      as: 'guest',
      payload: { body: 'Bonjour', email: 'not-an-address', subject: 'Question' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual({
      message: 'Corps de requête invalide',
      errors: { email: ['Saisissez une adresse e-mail valide'] },
    });
    const english = await platform.request({
      method: 'POST',
      url: `${search}/contact/`,
      as: 'guest',
      payload: { body: 'Hello', email: 'not-an-address', subject: 'Question' },
    });
    expect(english.json().errors).toEqual({ email: ['Enter a valid email address'] });

    const body = await inFrench({
      method: 'POST',
      url: `${search}/search/transcription-v2/`,
      as: 'admin',
      payload: { page: 0, size: 5000, timezone: 'Mars/Olympus' },
    });
    expect(body.json()).toEqual({
      message: 'Corps de requête invalide',
      errors: {
        page: ['Les pages commencent à 1'],
        size: ['1000 au plus'],
        timezone: ['Fuseau horaire inconnu'],
      },
    });
  });

  it('words an issue without a catalogue message generically (zod’s own English kept in en)', () => {
    const issues = [
      {
        keyword: 'too_big',
        instancePath: '/label',
        message: 'Too big: expected string to have <=5 characters',
        params: { origin: 'string', maximum: 5 },
      },
      { keyword: 'invalid_format', instancePath: '/at', message: 'Invalid ISO date', params: {} },
    ];
    expect(fieldErrors(issues, 'body', 'fr')).toEqual({
      label: ['5 caractères au plus'],
      at: ['Format invalide'],
    });
    expect(fieldErrors(issues, 'body', 'en')).toEqual({
      label: ['Too big: expected string to have <=5 characters'],
      at: ['Invalid ISO date'],
    });
  });
});

describe('configuration: the alias clash', () => {
  it('is the spec’s exact English text, « L’alias "x" existe déjà » in French', async () => {
    const models = (
      await platform.request({ url: `${lmFactory}/language_models`, as: 'admin' })
    ).json();
    const billing = models.find((m: { label: string }) => m.label === 'Facturation');
    const put = (headers: Record<string, string>) =>
      platform.request({
        method: 'PUT',
        url: `${config}/language_models/${billing.config.id}`,
        as: 'admin',
        headers,
        payload: { aliases: ['fr-default'] },
      });
    const english = await put({});
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      message: 'Alias "fr-default" already exist',
      errors: { aliases: ['Alias "fr-default" already exist'] },
    });
    const french = await put(FRENCH);
    expect(french.statusCode).toBe(409);
    expect(french.json()).toEqual({
      message: 'L’alias "fr-default" existe déjà',
      errors: { aliases: ['L’alias "fr-default" existe déjà'] },
    });
  });
});

describe('Moriarty: query errors', () => {
  const clue = { label: 'Fin de contrat', lang: 'fr', speakers: ['in'] };

  it('a syntax error keeps its `(position N)` suffix and `position` field in both languages', async () => {
    const send = (headers: Record<string, string>) =>
      platform.request({
        method: 'POST',
        url: `${moriarty}/clues`,
        as: 'admin',
        headers,
        payload: { ...clue, query: 'résilier |' },
      });
    expect((await send({})).json()).toEqual({
      message: 'Invalid query',
      errors: { query: ['Operator | has nothing on its right (position 9)'] },
      position: { query: 9 },
    });
    const french = await send(FRENCH);
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({
      message: 'Requête invalide',
      errors: { query: ['L’opérateur | n’a rien à sa droite (position 9)'] },
      position: { query: 9 },
    });
  });

  it('a tag query naming an unknown clue', async () => {
    const response = await inFrench({
      method: 'POST',
      url: `${moriarty}/tags`,
      as: 'admin',
      payload: { label: 'Résiliation', lang: 'fr', query: { and: [999999] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Requête invalide',
      errors: { query: ['Indice inconnu : 999999'] },
    });
  });
});

describe('LM Factory: a build failure reason', () => {
  it('is stored as a code and worded when read, in the reader’s language', async () => {
    const corpus = await platform.request({
      method: 'POST',
      url: `${lmFactory}/corpuses`,
      as: 'admin',
      payload: { description: '', label: 'Ponctuation', lang: 'fr', sentences: ['???', '…'] },
    });
    const created = await platform.request({
      method: 'POST',
      url: `${lmFactory}/language_models`,
      as: 'admin',
      payload: {
        corpuses: [corpus.json().id],
        description: '',
        dictionaries: [],
        label: 'Vide',
        lang: 'fr',
      },
    });
    const url = `${lmFactory}/language_models/${created.json().id}`;
    const deadline = Date.now() + 20_000;
    while ((await platform.request({ url, as: 'admin' })).json().status !== 'failed') {
      if (Date.now() > deadline) throw new Error('the build did not fail');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await platform.request({ url, as: 'admin' })).json().failure_reason).toBe(
      'No usable text: the chosen corpuses and dictionaries contain no words',
    );
    expect((await inFrench({ url, as: 'admin' })).json().failure_reason).toBe(
      'Aucun texte utilisable : les corpus et dictionnaires choisis ne contiennent aucun mot',
    );
    const list = (
      await inFrench({ url: `${lmFactory}/language_models?lang=fr`, as: 'admin' })
    ).json();
    expect(list.find((m: { label: string }) => m.label === 'Vide').failure_reason).toMatch(
      /^Aucun texte utilisable/,
    );
  });
});
