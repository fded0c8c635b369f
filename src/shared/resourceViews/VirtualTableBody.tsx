import { TableBody } from '@mui/material';
import clsx from 'clsx';
import {
  lazy,
  Suspense,
  forwardRef,
  memo,
  useContext,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  type ForwardedRef,
} from 'react';
import {
  DataTableClasses,
  DataTableBody,
  DataTableDataContext,
  useDataTableDataContext,
  type DataTableBodyProps,
  type RaRecord,
} from 'react-admin';
import { useSecondPass } from '../preload';
import { ActiveRowContext } from './ActiveRowContext';
import { FirstRowsContext, rowsInWindow } from './FirstRowsContext';
import { useColumnWidthsKept } from './useColumnWidthsKept';
import { useTableRows } from './useTableRows';

export { ActiveRowContext } from './ActiveRowContext';

/**
 * From this many rows a table renders only the rows in view (and a few around them). Measured by
 * `BENCH=listScroll npm run bench`: 10 000 rows rendered whole take a minute to show and seconds
 * per frame to scroll; a page of 100 calls rendered whole scrolls at 60 fps with next to no work
 * on the main thread (the compositor moves it), while rendering its rows as they come into view
 * costs each frame a render — so pages of up to 100 rows (every server page size) stay whole.
 */
export const VIRTUAL_ROWS_FROM = 200;

/**
 * The virtualizer, loaded with the first long page (issue 16: most first screens are short pages
 * and do without its 10 KiB); meanwhile the rows a window shows stand in for it.
 */
export const VisibleRows = lazy(() =>
  import('./VisibleRows').then((module) => ({ default: module.VisibleRows })),
);

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

/**
 * The rows a page's first render draws: as many as the window's height can show below the list's
 * filters and header (FirstRowsContext; the others follow in the next render, useSecondPass).
 */
const useFirstRowsShown = () => rowsInWindow(useContext(FirstRowsContext), window.innerHeight);

/**
 * Every row of the page (those a window shows first, the others in the next render), plain where
 * the table allows (useTableRows), else react-admin's; the active row scrolled into view when it is
 * not.
 */
const WholeRows = ({ data, forwardedRef, children, className, ...props }: WindowedRowsProps) => {
  const allRows = useSecondPass();
  const firstRows = useFirstRowsShown();
  const shownData = useMemo(
    () => (allRows ? data : data.slice(0, firstRows)),
    [allRows, data, firstRows],
  );
  const activeId = useContext(ActiveRowContext);
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  useImperativeHandle(forwardedRef, () => bodyRef.current as HTMLTableSectionElement);
  const activeIndex =
    activeId === undefined ? -1 : data.findIndex((record) => record.id === activeId);
  useEffect(() => {
    // `?.`: jsdom has no scrollIntoView.
    if (activeIndex >= 0)
      bodyRef.current?.rows[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
    // Again once every row is drawn: the active one may be below the first render's.
  }, [activeIndex, allRows]);
  const rows = useTableRows(children, data, bodyRef);
  if (!rows.plain)
    return (
      <DataTableDataContext.Provider value={shownData}>
        <DataTableBody ref={bodyRef} className={className} {...props}>
          {children}
        </DataTableBody>
      </DataTableDataContext.Provider>
    );
  const { row: _row, ...rest } = props; // always DataTableRow
  return (
    <TableBody
      ref={bodyRef}
      className={clsx('datatable-body', className, DataTableClasses.tbody)}
      {...rest}
      onClick={rows.onClick}
      sx={rows.rowStyles}
    >
      {shownData.map((record, index) => rows.renderRow(record, index, record.id))}
    </TableBody>
  );
};

/**
 * The body of a long page: the rows in view (VisibleRows), plain (PlainRow) unless the table asks
 * for what only react-admin's rows do (an expand panel, selection checkboxes, a style per row).
 */
const WindowedRows = ({
  children,
  className,
  data,
  forwardedRef,
  row: _row, // always DataTableRow (ReactAdminRow)
  ...rest
}: WindowedRowsProps) => {
  const activeId = useContext(ActiveRowContext);
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  useImperativeHandle(forwardedRef, () => bodyRef.current as HTMLTableSectionElement);
  useColumnWidthsKept(bodyRef, data);
  useEffect(() => {
    const table = bodyRef.current?.closest('table');
    if (!table) return;
    table.setAttribute('aria-rowcount', String(data.length + 1)); // the header row counts
    table.tHead?.rows[0]?.setAttribute('aria-rowindex', '1');
    // Separate borders (MUI's tables collapse theirs; the cells only draw a bottom border, so the
    // table looks the same): with collapsed borders, the rows entering the view each frame made
    // the browser paint much more of the table again (raster time per frame 7 → 4 ms in
    // `BENCH=listScroll npm run bench`'s scroll).
    table.style.borderCollapse = 'separate';
    return () => {
      table.removeAttribute('aria-rowcount');
      table.style.borderCollapse = '';
    };
  }, [data.length]);
  const activeIndex = useMemo(
    () => (activeId === undefined ? -1 : data.findIndex((record) => record.id === activeId)),
    [activeId, data],
  );
  const { renderRow, onClick, rowStyles } = useTableRows(children, data, bodyRef);
  const firstRows = useFirstRowsShown();
  const sx = useMemo(() => ({ ...ONE_LINE_CELLS, ...rowStyles }), [rowStyles]);
  return (
    <TableBody
      ref={bodyRef}
      className={clsx('datatable-body', className, DataTableClasses.tbody)}
      {...rest}
      onClick={onClick}
      sx={sx}
    >
      <Suspense
        fallback={data
          .slice(0, firstRows)
          .map((record, index) => renderRow(record, index, record.id))}
      >
        <VisibleRows
          data={data}
          bodyRef={bodyRef}
          activeIndex={activeIndex}
          renderRow={renderRow}
        />
      </Suspense>
    </TableBody>
  );
};

/**
 * Long pages show one line per row: a longer value ends with "…" (the record shows it all). Each
 * cell's layout and paint are contained (it clips its content already): the rows entering the view
 * cost the frame less (`BENCH=listScroll npm run bench`, alternating builds: p95 14.3, 11.9,
 * 15.4 ms instead of 16.9, 17.1, 15.0).
 */
const ONE_LINE_CELLS = {
  '& td': {
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    maxWidth: '40ch',
    contain: 'layout paint',
  },
} as const;
