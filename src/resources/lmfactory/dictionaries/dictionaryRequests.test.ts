import dictionaries from '../dictionaries.resource';
import { parseDictionary, postDictionary, versionsOf, type Dictionary } from './dictionaryRequests';
import { lastMonthsRange, wordPresenceBody } from './wordPresence';

describe('dictionary declaration (spec §7 calls)', () => {
  const data = dictionaries.data;
  if (data.shape !== 'wholeList') throw new Error('dictionaries are a whole-list service');

  it('is the LM Factory dictionaries resource, third in its section', () => {
    expect(dictionaries).toMatchObject({
      name: 'lmfactory/dictionaries',
      path: 'dictionaries',
      order: 3,
      role: 'app.lm_factory.dictionaries',
    });
    expect(data.service).toBe('lmFactory');
  });

  it('lists the latest versions with GET /dictionaries?lang={language}&is_latest=true', () => {
    expect(data.list({ language: 'fr', q: 'x' })).toEqual({
      path: '/dictionaries',
      query: { lang: 'fr', is_latest: true },
    });
    expect(data.list({ language: 'xx-FR' }).query?.lang).toBe('fr');
    expect(data.one?.(6)).toEqual({ path: '/dictionaries/6' });
    expect(data.delete?.(6)).toEqual({ method: 'DELETE', path: '/dictionaries/6' });
    expect(data.update).toBeUndefined();
  });

  it('creates (and versions) with POST dictionaries and exactly { content, description, label, lang }', () => {
    const request = postDictionary({
      id: 4,
      label: 'Télécom',
      description: 'Termes',
      lang: 'fr-FR',
      content: 'forfait\n\n  box internet \n',
      version: { current: 1 },
      main: true,
    });
    expect(request).toEqual({
      method: 'POST',
      path: 'dictionaries',
      body: {
        content: 'forfait\nbox internet',
        description: 'Termes',
        label: 'Télécom',
        lang: 'fr',
      },
    });
    expect(Object.keys(request.body as object).sort()).toEqual([
      'content',
      'description',
      'label',
      'lang',
    ]);
  });

  it('normalises languages and keeps the versions of one dictionary, oldest first', () => {
    expect(parseDictionary({ id: 1, lang: 'xx-EN' })).toMatchObject({
      lang: 'en',
      status: 'available',
    });
    const version = (id: number, current: number, latestId: number) =>
      ({ id, version: { current, latest_id: latestId } }) as Dictionary;
    const all = [version(6, 2, 6), version(2, 1, 2), version(1, 1, 6)];
    expect(versionsOf(all, all[0]).map((item) => item.id)).toEqual([1, 6]);
  });
});

describe('word presence search body (spec §3, §9)', () => {
  const now = new Date('2026-11-21T13:44:00Z');

  it('asks size 0, the word, the language and the last 6 months in the user time zone', () => {
    const body = wordPresenceBody('box internet', { lang: 'fr', timeZone: 'Europe/Paris', now });
    expect(body).toEqual({
      date_range: { begin: '2026-05-21T14:44:00', end: '2026-11-21T14:44:00' },
      lang: 'fr',
      search: 'box internet',
      size: 0,
      timezone: 'Europe/Paris',
    });
  });

  it('keeps the wall time of the zone and clamps days the month lacks', () => {
    expect(lastMonthsRange(new Date('2026-08-31T23:30:00Z'), 'America/New_York')).toEqual({
      begin: '2026-02-28T19:30:00',
      end: '2026-08-31T19:30:00',
    });
    expect(lastMonthsRange(new Date('2026-03-15T00:00:00Z'), 'UTC')).toEqual({
      begin: '2025-09-15T00:00:00',
      end: '2026-03-15T00:00:00',
    });
  });
});
