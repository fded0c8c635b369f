import { ALL_CLIENTS, expressionSearchBody, mergeSentences, sentencesOf } from './expressionSearch';

describe('corpus expression search (spec §9)', () => {
  it('asks page 1, size 100, the corpus language, Europe/Paris, and no client for all clients', () => {
    const body = expressionSearchBody({
      expression: ' ma facture ',
      lang: 'xx-FR',
      client: ALL_CLIENTS,
      campaigns: [],
    });
    expect(body).toEqual({
      page: 1,
      size: 100,
      lang: 'fr',
      timezone: 'Europe/Paris',
      search: 'ma facture',
    });
    expect(ALL_CLIENTS).toBe('0');
  });

  it('sets the client filter only for a client other than 0, and campaigns when chosen', () => {
    expect(
      expressionSearchBody({ expression: 'x', lang: 'en', client: '3', campaigns: [] }),
    ).toMatchObject({
      clients: [3],
    });
    const withCampaigns = expressionSearchBody({
      expression: 'x',
      lang: 'en',
      client: '0',
      campaigns: [6, 7],
    });
    expect(withCampaigns).not.toHaveProperty('clients');
    expect(withCampaigns.campaigns).toEqual([6, 7]);
  });

  it('lists each matching turn once and adds sentences without duplicates', () => {
    const hit = (id: string, texts: string[]) => ({
      id,
      client: { id: 1, name: 'Élan' },
      campaign: { id: 2, name: 'SAV' },
      highlights: texts.map((text) => ({ text })),
    });
    expect(sentencesOf([hit('1-2.3', ['a', ' b ']), hit('4-5.6', ['a', ''])])).toEqual([
      { text: 'a', callId: '1-2.3', source: 'Élan · SAV' },
      { text: 'b', callId: '1-2.3', source: 'Élan · SAV' },
    ]);
    expect(mergeSentences(['a', '', 'b'], ['b', 'c', ' c '])).toEqual(['a', 'b', 'c']);
  });
});
