import { evaluateTree, type Matches, type MatchTree } from './booleanMatch';

/** A tag query: exactly one of `and`, `or`, `not`, over clue ids and nested groups. */
export type TagQuery = { and: TagItem[] } | { or: TagItem[] } | { not: TagItem[] };
export type TagItem = number | TagQuery;

export const TAG_OPERATORS = ['and', 'or', 'not'] as const;
export type TagOperator = (typeof TAG_OPERATORS)[number];

/** The operator of a group and its items. */
export function groupOf(query: TagQuery): [TagOperator, TagItem[]] {
  if ('and' in query) return ['and', query.and];
  if ('or' in query) return ['or', query.or];
  return ['not', query.not];
}

/** Every clue id of the query, once, in reading order. */
export function tagClueIds(query: TagQuery): number[] {
  const ids = new Set<number>();
  const walk = (item: TagItem) => {
    if (typeof item === 'number') ids.add(item);
    else groupOf(item)[1].forEach(walk);
  };
  walk(query);
  return [...ids];
}

/**
 * The boolean tree of a tag over its clues' matches. An empty group is left out, as if absent (so
 * an editor's new, still empty group changes nothing); `undefined` when nothing remains. `and`:
 * every item holds; `or`: at least one; `not`: the conjunction of its items does not hold (with
 * one item: that item does not hold).
 */
function toTree(item: TagItem, clueMatches: (id: number) => Matches): MatchTree | undefined {
  if (typeof item === 'number') return { kind: 'leaf', matches: clueMatches(item) };
  const [operator, items] = groupOf(item);
  const trees = items.flatMap((child) => toTree(child, clueMatches) ?? []);
  if (trees.length === 0) return undefined;
  const all: MatchTree = trees.length === 1 ? trees[0] : { kind: 'and', items: trees };
  if (operator === 'not') return { kind: 'not', item: all };
  return operator === 'and' ? all : { kind: 'or', items: trees };
}

/**
 * The calls (positions in the index, `callCount` of them) where the tag holds, with the spans of
 * the clues that make it hold. A tag whose query has no clue (`{and: []}`) matches no call.
 */
export function matchTag(
  query: TagQuery,
  clueMatches: (id: number) => Matches,
  callCount: number,
): Matches {
  const tree = toTree(query, clueMatches);
  return tree ? evaluateTree(tree, callCount) : new Map();
}
