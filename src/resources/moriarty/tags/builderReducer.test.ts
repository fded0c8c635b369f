import {
  builderReducer,
  draftsInTree,
  initBuilder,
  type BuilderAction,
  type BuilderState,
} from './builderReducer';
import { findNode, toTagQuery, type GroupNode } from './queryTree';

const run = (state: BuilderState, ...actions: BuilderAction[]) =>
  actions.reduce(builderReducer, state);

const groupAt = (state: BuilderState, ...path: number[]): GroupNode =>
  path.reduce((group, index) => group.children[index] as GroupNode, state.root);

describe('tag builder reducer', () => {
  it('starts a new tag from {and: []}, nothing added or opened', () => {
    const state = initBuilder({ query: { and: [] }, isNew: true });
    expect(state).toMatchObject({ isNew: true, added: [], opened: [], drafts: {} });
    expect(toTagQuery(state.root)).toEqual({ and: [] });
  });

  it('adds clues and groups, tracking the clues newly added', () => {
    let state = initBuilder({ query: { and: [1] }, isNew: false });
    const root = state.root.key;
    state = run(
      state,
      { type: 'addClue', parent: root, clueId: 2 },
      { type: 'addGroup', parent: root, operator: 'or' },
    );
    const or = groupAt(state, 2).key;
    state = run(
      state,
      { type: 'addClue', parent: or, clueId: 3 },
      { type: 'addClue', parent: or, clueId: 1 },
    );
    expect(toTagQuery(state.root)).toEqual({ and: [1, 2, { or: [3, 1] }] });
    // 1 was already in the saved tag: not "newly added".
    expect(state.added).toEqual([2, 3]);
    expect(state.isNew).toBe(false);
  });

  it('does not add a clue twice to the same group, nor to a clue or an unknown key', () => {
    const state = initBuilder({ query: { or: [1] }, isNew: false });
    const clueKey = state.root.children[0].key;
    for (const action of [
      { type: 'addClue', parent: state.root.key, clueId: 1 },
      { type: 'addClue', parent: clueKey, clueId: 2 },
      { type: 'addGroup', parent: 'nope', operator: 'and' },
      { type: 'newClue', parent: clueKey },
    ] as BuilderAction[]) {
      expect(builderReducer(state, action)).toBe(state);
    }
  });

  it('switches a group between and, or and not', () => {
    let state = initBuilder({ query: { and: [1, { or: [2] }] }, isNew: false });
    const inner = groupAt(state, 1).key;
    state = run(
      state,
      { type: 'setOperator', key: inner, operator: 'not' },
      { type: 'setOperator', key: state.root.key, operator: 'or' },
    );
    expect(toTagQuery(state.root)).toEqual({ or: [1, { not: [2] }] });
    const clueKey = state.root.children[0].key;
    expect(builderReducer(state, { type: 'setOperator', key: clueKey, operator: 'and' })).toBe(
      state,
    );
  });

  it('removes clues and groups (never the root), forgetting what referred to them', () => {
    let state = initBuilder({ query: { and: [1, { not: [2, 3] }] }, isNew: false });
    const root = state.root.key;
    const not = groupAt(state, 1);
    state = run(
      state,
      { type: 'addClue', parent: not.key, clueId: 4 },
      { type: 'openClue', clueId: 4 },
      { type: 'openClue', clueId: 1 },
    );
    expect(state.added).toEqual([4]);
    expect(state.opened).toEqual([4, 1]);
    state = run(state, { type: 'remove', key: not.key }, { type: 'remove', key: root });
    expect(toTagQuery(state.root)).toEqual({ and: [1] });
    expect(state.added).toEqual([]);
    expect(state.opened).toEqual([1]);
    state = run(state, { type: 'remove', key: state.root.children[0].key });
    expect(toTagQuery(state.root)).toEqual({ and: [] });
    expect(state.opened).toEqual([]);
  });

  it('creates new clues with negative temporary ids, added and opened, with spec defaults', () => {
    let state = initBuilder({ query: { or: [] }, isNew: true });
    state = run(
      state,
      { type: 'newClue', parent: state.root.key, label: 'Résilier' },
      { type: 'newClue', parent: state.root.key },
    );
    expect(toTagQuery(state.root)).toEqual({ or: [-1, -2] });
    expect(state.added).toEqual([-1, -2]);
    expect(state.opened).toEqual([-1, -2]);
    expect(state.drafts[-1]).toEqual({
      id: -1,
      label: 'Résilier',
      package: '',
      private_description: '',
      public_description: '',
      concatenation_delay: 300,
      query: '',
      speakers: ['in', 'out'],
    });
  });

  it('opens and closes clues of the tree only', () => {
    let state = initBuilder({ query: { and: [1, 2] }, isNew: false });
    state = run(
      state,
      { type: 'openClue', clueId: 1 },
      { type: 'openClue', clueId: 2 },
      { type: 'openClue', clueId: 1 },
      { type: 'openClue', clueId: 9 },
    );
    expect(state.opened).toEqual([2, 1]);
    state = run(state, { type: 'closeClue', clueId: 1 });
    expect(state.opened).toEqual([2]);
  });

  it('keeps the edits of clues opened in place as drafts, for the preview and the save', () => {
    let state = initBuilder({ query: { and: [5] }, isNew: false });
    const stored = {
      id: 5,
      label: 'Colis',
      package: '',
      private_description: '',
      public_description: '',
      concatenation_delay: 300,
      query: 'colis',
      speakers: ['in' as const],
    };
    state = run(
      state,
      { type: 'editClue', clueId: 5, base: stored, changes: { query: 'colis | paquet' } },
      { type: 'editClue', clueId: 5, base: stored, changes: { label: 'Colis perdu' } },
      { type: 'editClue', clueId: 6, base: { ...stored, id: 6 }, changes: { label: 'x' } },
    );
    expect(state.drafts).toEqual({
      5: { ...stored, query: 'colis | paquet', label: 'Colis perdu' },
    });
    expect(draftsInTree(state)).toEqual([state.drafts[5]]);
  });

  it('replaces a saved new clue id everywhere and records failures until the next edit', () => {
    let state = initBuilder({ query: { and: [] }, isNew: true });
    state = run(
      state,
      { type: 'newClue', parent: state.root.key, label: 'a' },
      { type: 'newClue', parent: state.root.key, label: 'b' },
      { type: 'clueSaved', clueId: -1, savedId: 41 },
      { type: 'clueFailed', clueId: -2, errors: { query: 'Unterminated phrase (position 0)' } },
    );
    expect(toTagQuery(state.root)).toEqual({ and: [41, -2] });
    expect(state.added).toEqual([41, -2]);
    expect(state.opened).toEqual([41, -2]);
    expect(Object.keys(state.drafts)).toEqual(['-2']);
    expect(state.failures).toEqual({ [-2]: { query: 'Unterminated phrase (position 0)' } });
    state = run(state, {
      type: 'editClue',
      clueId: -2,
      base: state.drafts[-2],
      changes: { query: '"ok"' },
    });
    expect(state.failures).toEqual({});
    expect(findNode(state.root, state.root.children[1].key)).toMatchObject({ clueId: -2 });
  });

  it('once the tag is saved: no longer new, nothing newly added', () => {
    let state = initBuilder({ query: { and: [] }, isNew: true });
    state = run(
      state,
      { type: 'addClue', parent: state.root.key, clueId: 3 },
      { type: 'tagSaved' },
    );
    expect(state).toMatchObject({ isNew: false, added: [] });
    expect(toTagQuery(state.root)).toEqual({ and: [3] });
  });
});
