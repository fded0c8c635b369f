import { TableBody } from '@mui/material';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import {
  createContext,
  useCallback,
  forwardRef,
  memo,
  useContext,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ForwardedRef,
  type ReactNode,
} from 'react';
import {
  DataTableBody,
  DataTableClasses,
  DataTableRow,
  RecordContextProvider,
  useDataTableDataContext,
  useDataTableRowSxContext,
  type DataTableBodyProps,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useColumnWidthsKept } from './useColumnWidthsKept';

/**
 * From this many rows a table renders only the rows in view (and a few around them). Measured by
 * `BENCH=listScroll npm run bench`: 10 000 rows rendered whole take a minute to show and seconds
 * per frame to scroll; a page of 100 calls rendered whole scrolls at 60 fps with next to no work
 * on the main thread (the compositor moves it), while rendering its rows as they come into view
 * costs each frame a render — so pages of up to 100 rows (every server page size) stay whole.
 */
export const VIRTUAL_ROWS_FROM = 200;
/** A first guess of a row's height (one line); the first row rendered gives the real one. */
const ESTIMATED_ROW_PX = 46;
/** Rows rendered above and below the view, so a fast scroll meets rendered rows. */
const OVERSCAN = 8;

/**
 * The row to keep in view (the list's selection, moved with the keyboard): a row outside the
 * rendered window is not in the document, so the table scrolls to it.
 */
export const ActiveRowContext = createContext<Identifier | undefined>(undefined);

/**
 * A DataTable body (`<DataTable body={VirtualTableBody}>`) that renders the rows of long pages in
 * the page's scroll (window) only where they are seen, keeping a real table: `aria-rowcount` on the
 * table and `aria-rowindex` on each row tell assistive technologies the rows left out; spacer rows
 * (hidden from them) keep the scroll height, so the page's scroll bar, scroll-to-bottom and its
 * overshoot (spec §9) behave as with every row rendered.
 */
export const VirtualTableBody = memo(
  forwardRef<HTMLTableSectionElement, DataTableBodyProps>((props, ref) => {
    const data = useDataTableDataContext();
    return (data?.length ?? 0) < VIRTUAL_ROWS_FROM ? (
      <WholeRows {...props} data={data ?? []} forwardedRef={ref} />
    ) : (
      <WindowedRows {...props} data={data ?? []} forwardedRef={ref} />
    );
  }),
);
VirtualTableBody.displayName = 'VirtualTableBody';

interface WindowedRowsProps extends DataTableBodyProps {
  data: RaRecord[];
  forwardedRef: ForwardedRef<HTMLTableSectionElement>;
}

/** Every row, as react-admin renders them; the active row scrolled into view when it is not. */
const WholeRows = ({ data, forwardedRef, ...props }: WindowedRowsProps) => {
  const activeId = useContext(ActiveRowContext);
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  useImperativeHandle(forwardedRef, () => bodyRef.current as HTMLTableSectionElement);
  const activeIndex =
    activeId === undefined ? -1 : data.findIndex((record) => record.id === activeId);
  useEffect(() => {
    // `?.`: jsdom has no scrollIntoView.
    if (activeIndex >= 0)
      bodyRef.current?.rows[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);
  return <DataTableBody ref={bodyRef} {...props} />;
};

/** A spacer standing for the rows not rendered above or below the view. */
const Spacer = ({ height }: { height: number }) =>
  height > 0 ? (
    <tr aria-hidden="true">
      <td style={{ height, padding: 0, border: 0 }} />
    </tr>
  ) : null;

const WindowedRows = ({
  children,
  className,
  data,
  forwardedRef,
  row: _row, // always DataTableRow (VirtualRow)
  ...rest
}: WindowedRowsProps) => {
  const activeId = useContext(ActiveRowContext);
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  useImperativeHandle(forwardedRef, () => bodyRef.current as HTMLTableSectionElement);
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
  }, []);
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
    // The end of a scroll by its event, not by a timer set again on every scroll event.
    useScrollendEvent: true,
    getItemKey: useCallback((index: number) => data[index]?.id ?? index, [data]),
  });
  useColumnWidthsKept(bodyRef, data);
  useEffect(() => {
    const table = bodyRef.current?.closest('table');
    if (!table) return;
    table.setAttribute('aria-rowcount', String(data.length + 1)); // the header row counts
    table.tHead?.rows[0]?.setAttribute('aria-rowindex', '1');
    return () => table.removeAttribute('aria-rowcount');
  }, [data.length]);
  const activeIndex =
    activeId === undefined ? -1 : data.findIndex((record) => record.id === activeId);
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  const items = virtualizer.getVirtualItems();
  // Once rows are rendered (the virtualizer knows the window's size after mounting): their height.
  const rendered = items.length > 0;
  useLayoutEffect(() => {
    const height = bodyRef.current?.querySelector<HTMLElement>('tr[data-index]')?.offsetHeight;
    if (height && height !== rowHeight) setRowHeight(height);
  }, [rendered, rowHeight]);
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const first = items[0];
  const last = items[items.length - 1];
  const above = first ? first.start - scrollMargin : 0;
  const below = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  const rows: ReactNode[] = items.map((item) => (
    <VirtualRow key={item.key} record={data[item.index]} index={item.index}>
      {children}
    </VirtualRow>
  ));
  return (
    <TableBody
      ref={bodyRef}
      className={clsx('datatable-body', className, DataTableClasses.tbody)}
      {...rest}
      sx={ONE_LINE_CELLS}
    >
      <Spacer height={above} />
      {rows}
      <Spacer height={below} />
    </TableBody>
  );
};

/** Long pages show one line per row: a longer value ends with "…" (the record shows it all). */
const ONE_LINE_CELLS = {
  '& td': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '40ch' },
} as const;

interface VirtualRowProps {
  record: RaRecord;
  index: number;
  children: ReactNode;
}

/**
 * One rendered row. Memoised: the virtualizer renders the body again on every scroll event, and
 * only the rows entering the view should render then (react-admin's own row is memoised too, but
 * would get a new `sx` object each time).
 */
const VirtualRow = memo(({ record, index, children }: VirtualRowProps) => {
  const rowSx = useDataTableRowSxContext();
  return (
    <RecordContextProvider value={record}>
      <DataTableRow
        data-index={index}
        aria-rowindex={index + 2}
        className={clsx(DataTableClasses.row, {
          [DataTableClasses.rowEven]: index % 2 === 0,
          [DataTableClasses.rowOdd]: index % 2 !== 0,
        })}
        sx={rowSx?.(record, index)}
      >
        {children}
      </DataTableRow>
    </RecordContextProvider>
  );
});
VirtualRow.displayName = 'VirtualRow';
