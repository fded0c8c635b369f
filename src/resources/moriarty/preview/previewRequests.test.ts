import { builderReducer, initBuilder } from '../tags/builderReducer';
import { cluePreviewRequest, tagPreviewRequest } from './previewRequests';

describe('preview requests', () => {
  it('previews a clue once it has a language and a query, with its defaults', () => {
    expect(cluePreviewRequest({ lang: 'fr', query: '  ' })).toBeUndefined();
    expect(cluePreviewRequest({ query: 'colis' })).toBeUndefined();
    expect(cluePreviewRequest({ lang: 'fr', query: 'colis', concatenation_delay: null })).toEqual({
      lang: 'fr',
      query: 'colis',
      speakers: ['in', 'out'],
      concatenation_delay: 300,
      limit: 5,
    });
    expect(
      cluePreviewRequest({ lang: 'en', query: 'late', speakers: ['out'], concatenation_delay: 0 }),
    ).toMatchObject({ speakers: ['out'], concatenation_delay: 0 });
  });

  it('previews a tag with clues in its tree: the tree, then the new and edited clues', () => {
    let state = initBuilder({ query: { and: [] }, isNew: true });
    expect(tagPreviewRequest(state, { lang: 'fr' })).toBeUndefined();
    state = builderReducer(state, { type: 'addClue', parent: state.root.key, clueId: 4 });
    expect(tagPreviewRequest(state, { lang: 'fr', concatenation_delay: 500 })).toEqual({
      lang: 'fr',
      query: { and: [4] },
      concatenation_delay: 500,
      limit: 5,
    });
    state = builderReducer(state, { type: 'newClue', parent: state.root.key });
    // A new clue without a query yet: nothing to preview.
    expect(tagPreviewRequest(state, { lang: 'fr' })).toBeUndefined();
    state = builderReducer(state, {
      type: 'editClue',
      clueId: -1,
      base: state.drafts[-1],
      changes: { query: 'retard*', speakers: ['in'] },
    });
    expect(tagPreviewRequest(state, { lang: 'fr' })).toEqual({
      lang: 'fr',
      query: { and: [4, -1] },
      concatenation_delay: 300,
      clues: [{ id: -1, query: 'retard*', speakers: ['in'], concatenation_delay: 300 }],
      limit: 5,
    });
  });
});
