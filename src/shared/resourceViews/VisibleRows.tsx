import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import { blockRange } from './blockRange';

/** A first guess of a row's height (one line); the first row rendered gives the real one. */
const ESTIMATED_ROW_PX = 46;
/**
 * Rows rendered above and below the view at least (blockRange adds up to a block more), so a fast
 * scroll (moved by the compositor before the rows are rendered again) meets rendered rows.
 */
const OVERSCAN = 4;

export interface VisibleRowsProps {
  data: readonly RaRecord[];
  /** The table body the rows are in (its place in the page is where the rows start). */
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  /** The index of the row to keep in view (ActiveRowContext), -1 for none. */
  activeIndex: number;
  /** One row (its element keyed `key`, with `data-index={index}`). */
  renderRow: (record: RaRecord, index: number, key: Identifier) => ReactNode;
}

/** A spacer standing for the rows not rendered above or below the view. */
const Spacer = ({ height }: { height: number }) =>
  height > 0 ? (
    <tr aria-hidden="true">
      <td style={{ height, padding: 0, border: 0 }} />
    </tr>
  ) : null;

/**
 * The rows of a long page in the window's view (and a few around them), between two spacers
 * standing for the others. The only part of the body that renders as the page scrolls: the
 * virtualizer renders it again on every scroll event that changes the rows in view, so the body
 * around it (its styles, columns, callbacks) is left alone then.
 */
export const VisibleRows = ({ data, bodyRef, activeIndex, renderRow }: VisibleRowsProps) => {
  // Where the rows start in the page (below the filters, the header): the virtualizer's origin,
  // measured again whenever the page's size changes (a filter added above, a narrower window).
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const body = bodyRef.current;
      if (body) setScrollMargin(Math.round(body.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return; // jsdom
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [bodyRef]);
  // Every row is one line, as high as the first one rendered: rows are not measured one by one
  // (measuring each row entering the view, and moving every row below it when one differs, cost
  // more than rendering it in the bench).
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_PX);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const virtualizer = useWindowVirtualizer({
    count: data.length,
    estimateSize,
    overscan: OVERSCAN,
    scrollMargin,
    // The end of a scroll by a timer set again on every scroll event, not by the scrollend
    // event: Chromium 150 fires scrollend after every scrollTop set, so a scroll made by the page
    // (or a test) rendered the rows twice a frame, once for each change of isScrolling.
    useScrollendEvent: false,
    getItemKey: useCallback((index: number) => data[index]?.id ?? index, [data]),
    rangeExtractor: blockRange,
  });
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  const items = virtualizer.getVirtualItems();
  // Once rows are rendered (the virtualizer knows the window's size after mounting): their height.
  const rendered = items.length > 0;
  useLayoutEffect(() => {
    const height = bodyRef.current?.querySelector<HTMLElement>('tr[data-index]')?.offsetHeight;
    if (height && height !== rowHeight) setRowHeight(height);
  }, [bodyRef, rendered, rowHeight]);
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const first = items[0];
  const last = items[items.length - 1];
  const above = first ? first.start - scrollMargin : 0;
  const below = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  // The same elements while the rendered block stays the same: the virtualizer renders this again
  // whenever the row in view changes, and React then stops here.
  const rows = useMemo(
    () => items.map((item) => renderRow(data[item.index], item.index, item.key as Identifier)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `items` is new on every scroll event; its first and last rows say which rows it holds
    [first?.index, last?.index, first?.key, data, renderRow],
  );
  return (
    <>
      <Spacer height={above} />
      {rows}
      <Spacer height={below} />
    </>
  );
};
