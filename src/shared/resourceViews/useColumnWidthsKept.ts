import { useEffect, type RefObject } from 'react';

/**
 * A table laid out automatically sizes its columns from the rows it holds; when only the rows in
 * view are rendered, columns would widen and narrow as the page scrolls. This keeps each header
 * cell at least as wide as it has been for these records (`data`: a new list starts afresh), so
 * columns only grow, and settle. Widths are read by a ResizeObserver, after the browser's own
 * layout: reading them after each render would force a layout per scroll event.
 */
export const useColumnWidthsKept = (
  bodyRef: RefObject<HTMLTableSectionElement | null>,
  data: unknown,
) => {
  useEffect(() => {
    const cells = [...(bodyRef.current?.closest('table')?.tHead?.rows[0]?.cells ?? [])];
    if (cells.length === 0 || typeof ResizeObserver === 'undefined') return; // jsdom: none
    const widths = new Map<Element, number>();
    const observer = new ResizeObserver((entries) => {
      for (const { target, borderBoxSize } of entries) {
        const width = borderBoxSize[0]?.inlineSize ?? 0;
        if (width > (widths.get(target) ?? 0)) {
          widths.set(target, width);
          (target as HTMLElement).style.minWidth = `${width}px`;
        }
      }
    });
    for (const cell of cells) observer.observe(cell, { box: 'border-box' });
    return () => {
      observer.disconnect();
      for (const cell of cells) cell.style.minWidth = '';
    };
  }, [bodyRef, data]);
};
