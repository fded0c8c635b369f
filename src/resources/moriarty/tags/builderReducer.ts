import { BOTH_SPEAKERS, type Speaker } from '../clues/speakers';
import { DEFAULT_CONCATENATION_DELAY } from '../clues/clueRequests';
import {
  clueIdsOf,
  findNode,
  fromTagQuery,
  type GroupNode,
  type Operator,
  type QueryNode,
} from './queryTree';

/** A clue as the builder edits it in place: every field PATCH /clues/{id} takes, and its id
 * (negative while the clue is new and unsaved). */
export interface ClueDraft {
  id: number;
  label: string;
  package: string;
  private_description: string;
  public_description: string;
  concatenation_delay: number;
  query: string;
  speakers: Speaker[];
}

/**
 * The tag editor's state (spec §4: it tracks whether the tag is being created, which clues are
 * newly added and which are opened), plus the tree and the clues edited or created in place.
 */
export interface BuilderState {
  /** The tag is being created (not saved yet). */
  isNew: boolean;
  root: GroupNode;
  /** Clues added to the tree since it was loaded or saved (still in it), in order. */
  added: number[];
  /** Clues opened in place, most recent last (the panel shows the last one). */
  opened: number[];
  /** Clues edited in place, and new ones (negative ids): saved with the tag. */
  drafts: Record<number, ClueDraft>;
  /** Why saving a clue failed (the service's field errors), until it is edited again. */
  failures: Record<number, Record<string, string>>;
  nextKey: number;
  nextTempId: number;
}

export type BuilderAction =
  | { type: 'addGroup'; parent: string; operator: Operator }
  | { type: 'addClue'; parent: string; clueId: number }
  | { type: 'newClue'; parent: string; label?: string }
  | { type: 'remove'; key: string }
  | { type: 'setOperator'; key: string; operator: Operator }
  | { type: 'openClue'; clueId: number }
  | { type: 'closeClue'; clueId: number }
  | { type: 'editClue'; clueId: number; base: ClueDraft; changes: Partial<Omit<ClueDraft, 'id'>> }
  | { type: 'clueSaved'; clueId: number; savedId: number }
  | { type: 'clueFailed'; clueId: number; errors: Record<string, string> }
  | { type: 'tagSaved' };

export const newClueDraft = (id: number, label = ''): ClueDraft => ({
  id,
  label,
  package: '',
  private_description: '',
  public_description: '',
  concatenation_delay: DEFAULT_CONCATENATION_DELAY,
  query: '',
  speakers: [...BOTH_SPEAKERS],
});

export const initBuilder = ({ query, isNew }: { query: unknown; isNew: boolean }): BuilderState => {
  let key = 0;
  const root = fromTagQuery(query, () => `n${(key += 1)}`);
  return {
    isNew,
    root,
    added: [],
    opened: [],
    drafts: {},
    failures: {},
    nextKey: key + 1,
    nextTempId: -1,
  };
};

/** Applies `change` to the group with `key`; the tree is copied along the path only. */
const mapGroup = (
  node: GroupNode,
  key: string,
  change: (group: GroupNode) => GroupNode,
): GroupNode => {
  if (node.key === key) return change(node);
  return {
    ...node,
    children: node.children.map((child) =>
      child.kind === 'group' ? mapGroup(child, key, change) : child,
    ),
  };
};

const withoutNode = (node: GroupNode, key: string): GroupNode => ({
  ...node,
  children: node.children
    .filter((child) => child.key !== key)
    .map((child) => (child.kind === 'group' ? withoutNode(child, key) : child)),
});

const renameClue = (node: QueryNode, from: number, to: number): QueryNode =>
  node.kind === 'clue'
    ? node.clueId === from
      ? { ...node, clueId: to }
      : node
    : { ...node, children: node.children.map((child) => renameClue(child, from, to)) };

const pick = <T>(record: Record<number, T>, ids: ReadonlySet<number>): Record<number, T> =>
  Object.fromEntries(Object.entries(record).filter(([id]) => ids.has(Number(id))));

/** Drops what refers to clues no longer in the tree. */
const pruned = (state: BuilderState): BuilderState => {
  const present = new Set(clueIdsOf(state.root));
  return {
    ...state,
    added: state.added.filter((id) => present.has(id)),
    opened: state.opened.filter((id) => present.has(id)),
    drafts: pick(state.drafts, present),
    failures: pick(state.failures, present),
  };
};

const isGroup = (state: BuilderState, key: string) => findNode(state.root, key)?.kind === 'group';

const appendTo = (state: BuilderState, parent: string, node: QueryNode): BuilderState => ({
  ...state,
  nextKey: state.nextKey + 1,
  root: mapGroup(state.root, parent, (group) => ({
    ...group,
    children: [...group.children, node],
  })),
});

const addOnce = (ids: readonly number[], id: number) => [...ids.filter((item) => item !== id), id];

export const builderReducer = (state: BuilderState, action: BuilderAction): BuilderState => {
  switch (action.type) {
    case 'addGroup': {
      if (!isGroup(state, action.parent)) return state;
      const key = `n${state.nextKey}`;
      return appendTo(state, action.parent, {
        kind: 'group',
        key,
        operator: action.operator,
        children: [],
      });
    }
    case 'addClue': {
      const parent = findNode(state.root, action.parent);
      if (parent?.kind !== 'group') return state;
      if (parent.children.some((c) => c.kind === 'clue' && c.clueId === action.clueId)) {
        return state;
      }
      const wasPresent = clueIdsOf(state.root).includes(action.clueId);
      const next = appendTo(state, action.parent, {
        kind: 'clue',
        key: `n${state.nextKey}`,
        clueId: action.clueId,
      });
      return wasPresent ? next : { ...next, added: addOnce(next.added, action.clueId) };
    }
    case 'newClue': {
      if (!isGroup(state, action.parent)) return state;
      const id = state.nextTempId;
      const next = appendTo(state, action.parent, {
        kind: 'clue',
        key: `n${state.nextKey}`,
        clueId: id,
      });
      return {
        ...next,
        nextTempId: id - 1,
        added: addOnce(next.added, id),
        opened: addOnce(next.opened, id),
        drafts: { ...next.drafts, [id]: newClueDraft(id, action.label) },
      };
    }
    case 'remove':
      if (action.key === state.root.key) return state;
      return pruned({ ...state, root: withoutNode(state.root, action.key) });
    case 'setOperator':
      if (!isGroup(state, action.key)) return state;
      return {
        ...state,
        root: mapGroup(state.root, action.key, (group) => ({
          ...group,
          operator: action.operator,
        })),
      };
    case 'openClue':
      if (!clueIdsOf(state.root).includes(action.clueId)) return state;
      return { ...state, opened: addOnce(state.opened, action.clueId) };
    case 'closeClue':
      return { ...state, opened: state.opened.filter((id) => id !== action.clueId) };
    case 'editClue': {
      if (!clueIdsOf(state.root).includes(action.clueId)) return state;
      const current = state.drafts[action.clueId] ?? { ...action.base, id: action.clueId };
      const failures = { ...state.failures };
      delete failures[action.clueId];
      return {
        ...state,
        drafts: { ...state.drafts, [action.clueId]: { ...current, ...action.changes } },
        failures,
      };
    }
    case 'clueSaved': {
      const { clueId, savedId } = action;
      const rename = (id: number) => (id === clueId ? savedId : id);
      const drafts = { ...state.drafts };
      const failures = { ...state.failures };
      delete drafts[clueId];
      delete failures[clueId];
      return {
        ...state,
        root: renameClue(state.root, clueId, savedId) as GroupNode,
        added: state.added.map(rename),
        opened: state.opened.map(rename),
        drafts,
        failures,
      };
    }
    case 'clueFailed':
      return {
        ...state,
        opened: addOnce(state.opened, action.clueId),
        failures: { ...state.failures, [action.clueId]: action.errors },
      };
    case 'tagSaved':
      return { ...state, isNew: false, added: [] };
  }
};

/** The clues the tag preview must be told about: new and edited ones still in the tree. */
export const draftsInTree = (state: BuilderState): ClueDraft[] => {
  const present = clueIdsOf(state.root);
  return present.flatMap((id) => (state.drafts[id] ? [state.drafts[id]] : []));
};
