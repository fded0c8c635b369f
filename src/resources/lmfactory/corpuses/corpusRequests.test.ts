import corpuses from '../corpuses.resource';
import { keptSentences } from './keptSentences';
import { parseCorpus } from './corpusRequests';

describe('corpus declaration (spec §7 calls)', () => {
  const data = corpuses.data;
  if (data.shape !== 'wholeList') throw new Error('corpuses are a whole-list service');

  it('is the LM Factory corpuses resource of spec §2 and §6', () => {
    expect(corpuses).toMatchObject({
      name: 'lmfactory/corpuses',
      section: 'lmfactory',
      path: 'corpuses',
      role: 'app.lm_factory.corpuses',
      order: 2,
    });
    expect(data.service).toBe('lmFactory');
  });

  it('lists with GET corpuses?lang={language}, reads with GET corpuses/{id}', () => {
    expect(data.list({ language: 'fr', q: 'bill' })).toEqual({
      path: 'corpuses',
      query: { lang: 'fr' },
    });
    expect(data.serverFilters).toEqual(['language']);
    expect(data.one?.(12)).toEqual({ path: 'corpuses/12' });
  });

  it('creates with POST corpuses and exactly { description, label, lang, sentences }', () => {
    const request = data.create?.({
      label: 'Billing',
      description: 'Invoices',
      lang: 'fr',
      sentences: ['one', '', '  ', 'two'],
      status: 'available',
      id: 3,
    });
    expect(request).toEqual({
      method: 'POST',
      path: 'corpuses',
      body: { description: 'Invoices', label: 'Billing', lang: 'fr', sentences: ['one', 'two'] },
    });
    expect(Object.keys(request?.body as object).sort()).toEqual([
      'description',
      'label',
      'lang',
      'sentences',
    ]);
  });

  it('archives with DELETE /corpuses/{id} and has no update call (saving posts a new corpus)', () => {
    expect(data.delete?.(12)).toEqual({ method: 'DELETE', path: '/corpuses/12' });
    expect(data.update).toBeUndefined();
  });

  it('defaults the status to available and excludes removed sentences on save', () => {
    expect(parseCorpus({ id: 1, label: 'x' })).toEqual({ id: 1, label: 'x', status: 'available' });
    expect(parseCorpus({ id: 1, status: 'archived' }).status).toBe('archived');
    expect(keptSentences(['a', 'b', 'c'], [1])).toEqual(['a', 'c']);
  });
});
