import clues from '../clues.resource';
import { parseClue, patchClue, postClue } from './clueRequests';
import { speakerChoiceOf, speakersOf } from './speakers';

describe('clue declaration (spec §2, §7 calls)', () => {
  const data = clues.data;
  if (data.shape !== 'wholeList') throw new Error('clues are a whole-list service');

  it('is the Moriarty clues resource', () => {
    expect(clues).toMatchObject({
      name: 'moriarty/clues',
      section: 'moriarty',
      path: 'clues',
      role: 'app.moriarty.clues',
      order: 2,
    });
    expect(data.service).toBe('moriarty');
  });

  it('lists with GET /clues?lang=, reads with GET /clues/{id}', () => {
    expect(data.list({ language: 'fr', q: 'rés' })).toEqual({
      path: 'clues',
      query: { lang: 'fr' },
    });
    expect(data.serverFilters).toEqual(['language']);
    expect(data.one?.(7)).toEqual({ path: 'clues/7' });
  });

  it('creates with exactly the clue fields, defaults Both and 300', () => {
    const request = postClue({ label: 'Résiliation', lang: 'fr', query: 'résilier | arrêter' });
    expect(request).toEqual({
      method: 'POST',
      path: 'clues',
      body: {
        label: 'Résiliation',
        lang: 'fr',
        package: '',
        private_description: '',
        public_description: '',
        concatenation_delay: 300,
        query: 'résilier | arrêter',
        speakers: ['in', 'out'],
      },
    });
  });

  it('updates with PATCH /clues/{id} and exactly the seven fields of spec §7', () => {
    const request = patchClue(4, {
      id: 4,
      uuid: 'u',
      lang: 'fr',
      tags: [{ id: 1, label: 'x' }],
      label: 'Colis',
      package: 'retail',
      private_description: null,
      public_description: 'Parcels',
      concatenation_delay: 0,
      query: 'colis',
      speakers: ['out'],
      inserted_at: 'then',
    });
    expect(request).toEqual({
      method: 'PATCH',
      path: 'clues/4',
      body: {
        concatenation_delay: 0,
        label: 'Colis',
        package: 'retail',
        private_description: '',
        public_description: 'Parcels',
        query: 'colis',
        speakers: ['out'],
      },
    });
  });

  it('reads the service defaults: speakers both, delay 300, no tags', () => {
    expect(parseClue({ id: 1, label: 'x' })).toEqual({
      id: 1,
      label: 'x',
      concatenation_delay: 300,
      speakers: ['in', 'out'],
      tags: [],
    });
  });
});

describe('speakers choice', () => {
  it('maps a subset to Customer (in) / Brand (out) / Both and back', () => {
    expect(speakerChoiceOf(['in'])).toBe('in');
    expect(speakerChoiceOf(['out'])).toBe('out');
    expect(speakerChoiceOf(['out', 'in'])).toBe('both');
    expect(speakerChoiceOf(undefined)).toBe('both');
    expect(speakerChoiceOf([])).toBe('both');
    expect(speakersOf('in')).toEqual(['in']);
    expect(speakersOf('out')).toEqual(['out']);
    expect(speakersOf('both')).toEqual(['in', 'out']);
  });
});
