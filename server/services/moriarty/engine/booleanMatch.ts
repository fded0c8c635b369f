/** Tokens `first` to `last` (global numbers, both included) that made a match. */
export type Span = readonly [first: number, last: number];

/** Where something holds (segments of a clue, calls of a tag) and the spans that made it hold. */
export type Matches = Map<number, Span[]>;

/** A boolean tree over leaves whose matches are known. */
export type MatchTree =
  | { kind: 'leaf'; matches: ReadonlyMap<number, readonly Span[]> }
  | { kind: 'and' | 'or'; items: MatchTree[] }
  | { kind: 'not'; item: MatchTree };

function holds(tree: MatchTree, key: number): boolean {
  switch (tree.kind) {
    case 'leaf':
      return tree.matches.has(key);
    case 'and':
      return tree.items.every((item) => holds(item, key));
    case 'or':
      return tree.items.some((item) => holds(item, key));
    case 'not':
      return !holds(tree.item, key);
  }
}

/** The spans of the leaves that make a holding tree hold (nothing under a `not`). */
function collect(tree: MatchTree, key: number, spans: Span[]) {
  if (tree.kind === 'leaf') spans.push(...(tree.matches.get(key) ?? []));
  else if (tree.kind === 'and') tree.items.forEach((item) => collect(item, key, spans));
  else if (tree.kind === 'or')
    tree.items.forEach((item) => holds(item, key) && collect(item, key, spans));
}

/** Whether the tree holds where no leaf does (it has a `not` that is not cancelled). */
function holdsEmpty(tree: MatchTree): boolean {
  switch (tree.kind) {
    case 'leaf':
      return false;
    case 'and':
      return tree.items.every(holdsEmpty);
    case 'or':
      return tree.items.some(holdsEmpty);
    case 'not':
      return !holdsEmpty(tree.item);
  }
}

function leafKeys(tree: MatchTree, keys: Set<number>) {
  if (tree.kind === 'leaf') for (const key of tree.matches.keys()) keys.add(key);
  else if (tree.kind === 'not') leafKeys(tree.item, keys);
  else tree.items.forEach((item) => leafKeys(item, keys));
}

/**
 * Every key in [0, universe) where the tree holds, with its spans. Only keys where some leaf holds
 * are tried, unless the tree can hold without any (then every key of the universe is).
 */
export function evaluateTree(tree: MatchTree, universe: number): Matches {
  const result: Matches = new Map();
  const test = (key: number) => {
    if (!holds(tree, key)) return;
    const spans: Span[] = [];
    collect(tree, key, spans);
    result.set(key, spans);
  };
  if (holdsEmpty(tree)) {
    for (let key = 0; key < universe; key += 1) test(key);
  } else {
    const keys = new Set<number>();
    leafKeys(tree, keys);
    [...keys].sort((a, b) => a - b).forEach(test);
  }
  return result;
}
