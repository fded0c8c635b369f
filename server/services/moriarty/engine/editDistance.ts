/**
 * Whether `a` and `b` are within `max` edits (insertion, deletion, substitution, transposition of
 * two neighbours: optimal-string-alignment distance, as Lucene's fuzzy queries count them).
 * Stops as soon as every path exceeds `max`.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (max === 0 || a === b) return a === b;
  const width = b.length + 1;
  let before = new Array<number>(width);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return false;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] <= max;
}
