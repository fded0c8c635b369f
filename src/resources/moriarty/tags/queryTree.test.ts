import tags from '../tags.resource';
import { clueIdsOf, fromTagQuery, toTagQuery } from './queryTree';
import { parseTag, patchTag, postTag, tagQueryOf } from './tagRequests';

const keys = () => {
  let key = 0;
  return () => `k${(key += 1)}`;
};

describe('tag query tree ↔ request', () => {
  const query = { and: [1, { or: [2, 3] }, { not: [4, { and: [] }] }] };

  it('reads a nested and / or / not query into groups and clues, and writes it back', () => {
    const root = fromTagQuery(query, keys());
    expect(root).toMatchObject({
      kind: 'group',
      operator: 'and',
      children: [
        { kind: 'clue', clueId: 1 },
        {
          kind: 'group',
          operator: 'or',
          children: [
            { kind: 'clue', clueId: 2 },
            { kind: 'clue', clueId: 3 },
          ],
        },
        {
          kind: 'group',
          operator: 'not',
          children: [
            { kind: 'clue', clueId: 4 },
            { kind: 'group', operator: 'and' },
          ],
        },
      ],
    });
    expect(toTagQuery(root)).toEqual(query);
    expect(clueIdsOf(root)).toEqual([1, 2, 3, 4]);
  });

  it('gives every node its own key', () => {
    const root = fromTagQuery(query, keys());
    const all: string[] = [];
    const walk = (node: ReturnType<typeof fromTagQuery>['children'][number]) => {
      all.push(node.key);
      if (node.kind === 'group') node.children.forEach(walk);
    };
    walk(root);
    expect(new Set(all).size).toBe(all.length);
  });

  it('reads nothing usable as the default {and: []}', () => {
    for (const value of [undefined, null, {}, [], 'x', 3, { xor: [1] }]) {
      expect(toTagQuery(fromTagQuery(value, keys()))).toEqual({ and: [] });
    }
  });

  it('drops what is neither a clue id nor a group, accepts numeric strings', () => {
    expect(tagQueryOf({ or: [1, '2', 'x', 1.5, null, { foo: [] }, { not: [3] }] })).toEqual({
      or: [1, 2, { not: [3] }],
    });
  });

  it('replaces the temporary ids of unsaved clues when sending', () => {
    const root = fromTagQuery({ or: [-1, { not: [-2, 5] }] }, keys());
    const saved = new Map([
      [-1, 11],
      [-2, 12],
    ]);
    expect(toTagQuery(root, (id) => saved.get(id) ?? id)).toEqual({ or: [11, { not: [12, 5] }] });
  });
});

describe('tag declaration (spec §7 calls)', () => {
  const data = tags.data;
  if (data.shape !== 'wholeList') throw new Error('tags are a whole-list service');

  it('is the Moriarty tags resource, first of its section', () => {
    expect(tags).toMatchObject({ name: 'moriarty/tags', role: 'app.moriarty.tags', order: 1 });
    expect(data.list({ language: 'en' })).toEqual({ path: 'tags', query: { lang: 'en' } });
    expect(data.one?.(3)).toEqual({ path: 'tags/3' });
  });

  it('creates with POST /tags: the tag fields, lang and the query as a tree of clue ids', () => {
    expect(
      postTag({ label: 'Churn', lang: 'fr', query: { or: [1, { not: [2] }] }, clue_drafts: [] }),
    ).toEqual({
      method: 'POST',
      path: 'tags',
      body: {
        label: 'Churn',
        lang: 'fr',
        package: '',
        private_description: '',
        public_description: '',
        concatenation_delay: 300,
        query: { or: [1, { not: [2] }] },
      },
    });
    expect((postTag({ label: 'x', lang: 'fr' }).body as { query: unknown }).query).toEqual({
      and: [],
    });
  });

  it('updates with PATCH /tags/{id} and exactly the six fields of spec §7', () => {
    const request = patchTag(9, {
      id: 9,
      lang: 'fr',
      clues: [{ id: 1 }],
      label: 'Churn',
      package: 'p',
      private_description: 'a',
      public_description: 'b',
      concatenation_delay: 500,
      query: { and: [1] },
    });
    expect(request).toEqual({
      method: 'PATCH',
      path: 'tags/9',
      body: {
        concatenation_delay: 500,
        label: 'Churn',
        package: 'p',
        private_description: 'a',
        public_description: 'b',
        query: { and: [1] },
      },
    });
  });

  it('reads the spec §3 defaults', () => {
    expect(parseTag({ id: 1 })).toEqual({ id: 1, concatenation_delay: 300, query: { and: [] } });
  });
});
