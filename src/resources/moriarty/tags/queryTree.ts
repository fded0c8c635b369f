/**
 * A tag's query (spec §3): a boolean tree keyed by exactly one of `and` / `or` / `not`, whose
 * value is a list of clue ids or sub-trees; the empty query is `{ and: [] }`. The editor holds it
 * as nodes with stable keys (for React and for the reducer's actions) and converts both ways.
 */
export type Operator = 'and' | 'or' | 'not';

export const OPERATORS: readonly Operator[] = ['and', 'or', 'not'];

export type TagQueryItem = number | TagQuery;
export type TagQuery = { and: TagQueryItem[] } | { or: TagQueryItem[] } | { not: TagQueryItem[] };

export interface GroupNode {
  kind: 'group';
  key: string;
  operator: Operator;
  children: QueryNode[];
}

export interface ClueNode {
  kind: 'clue';
  key: string;
  clueId: number;
}

export type QueryNode = GroupNode | ClueNode;

export const EMPTY_QUERY: TagQuery = { and: [] };

const isOperator = (key: string): key is Operator => (OPERATORS as readonly string[]).includes(key);

/** Reads a query as the service sends it; what is not a tree of ids is dropped. */
export const fromTagQuery = (query: unknown, nextKey: () => string): GroupNode => {
  const group = (value: unknown): GroupNode | undefined => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const entry = Object.entries(value).find(([key]) => isOperator(key));
    if (!entry) return undefined;
    const [operator, items] = entry as [Operator, unknown];
    const key = nextKey();
    return {
      kind: 'group',
      key,
      operator,
      children: (Array.isArray(items) ? items : []).flatMap((item): QueryNode[] => {
        const id = typeof item === 'string' && /^-?\d+$/.test(item) ? Number(item) : item;
        if (typeof id === 'number' && Number.isInteger(id)) {
          return [{ kind: 'clue', key: nextKey(), clueId: id }];
        }
        const child = group(item);
        return child ? [child] : [];
      }),
    };
  };
  return group(query) ?? { kind: 'group', key: nextKey(), operator: 'and', children: [] };
};

/** The query sent to the service; `idOf` maps temporary ids of unsaved clues to saved ones. */
export const toTagQuery = (
  group: GroupNode,
  idOf: (clueId: number) => number = (clueId) => clueId,
): TagQuery => {
  const items = group.children.map((child): TagQueryItem =>
    child.kind === 'clue' ? idOf(child.clueId) : toTagQuery(child, idOf),
  );
  return { [group.operator]: items } as TagQuery;
};

/** Every clue id in the tree, each once, in reading order. */
export const clueIdsOf = (node: QueryNode): number[] => {
  if (node.kind === 'clue') return [node.clueId];
  return [...new Set(node.children.flatMap(clueIdsOf))];
};

/** The node with `key` (depth first), if any. */
export const findNode = (node: QueryNode, key: string): QueryNode | undefined => {
  if (node.key === key) return node;
  if (node.kind === 'clue') return undefined;
  for (const child of node.children) {
    const found = findNode(child, key);
    if (found) return found;
  }
  return undefined;
};
