import { createContext } from 'react';

/**
 * Where a table's rows start in the window and how high one is, as estimated before anything is
 * laid out: a page's first render draws only the rows a window of its height can show (the others
 * follow in the next render). The default suits a list with one line of filters and one-line rows;
 * a list drawn otherwise (the call list: three lines of filters, two-line rows) says so.
 */
export interface FirstRowsEstimate {
  /** The first row's top, from the window's top (app bar, title, filters, header). */
  topPx: number;
  /** One row's height at the least. */
  rowPx: number;
}

export const FirstRowsContext = createContext<FirstRowsEstimate>({ topPx: 120, rowPx: 33 });

/** How many rows a window of `height` px shows (at least 6, for a window's resize meanwhile). */
export const rowsInWindow = ({ topPx, rowPx }: FirstRowsEstimate, height: number) =>
  Math.max(6, Math.ceil((height - topPx) / rowPx));
