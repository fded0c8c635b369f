import type { Range } from '@tanstack/react-virtual';

/**
 * Rows are added to and taken from a long page this many at a time (see blockRange). Measured on
 * 10 000 clues scrolled at 8 000 px/s (`BENCH=listScroll npm run bench`): blocks of 8 left 7–10 %
 * of frames over 16.7 ms (p95 17–18 ms), blocks of 24 about 1 % (p95 4–6 ms); 40 gained no more.
 * With Chromium 150 (session of 2026-11-27) each change of rows costs more: blocks of 24 left
 * 14.6 % of frames over budget (p95 19.3 ms), 48 7.0 % (p95 18.0), 64 6.1 % (p95 17.4) but with
 * eight times as many frames over 50 ms.
 */
export const BLOCK_ROWS = 48;

/**
 * The virtualizer's range extractor of long pages: the rows in view and at least `overscan` more
 * on each side, widened to whole blocks of `block` rows, so the rendered rows change once every
 * `block` rows scrolled instead of on every row. Each change costs the browser about the same
 * whatever the number of rows (laying out, painting and committing the table again), which kept
 * frames over budget when it came with every row; in blocks, most frames of a scroll only move
 * the page (`BENCH=listScroll npm run bench`).
 */
export const blockRange = (
  { startIndex, endIndex, overscan, count }: Range,
  block: number = BLOCK_ROWS,
): number[] => {
  if (count === 0) return [];
  const first = Math.max(0, Math.floor((startIndex - overscan) / block) * block);
  const last = Math.min(count - 1, (Math.floor((endIndex + overscan) / block) + 1) * block - 1);
  return Array.from({ length: last - first + 1 }, (_, at) => first + at);
};
