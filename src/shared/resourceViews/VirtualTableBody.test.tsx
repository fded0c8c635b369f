import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  useList,
  useRecordContext,
  type DataTableProps,
} from 'react-admin';
import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstRowsContext } from './FirstRowsContext';
import { ActiveRowContext, VIRTUAL_ROWS_FROM, VirtualTableBody } from './VirtualTableBody';

// Issue 16 item 1: long pages render only the rows in view, as a table that still says how many
// rows it has (the figures: `BENCH=listScroll npm run bench`).

const ROW_PX = 40;

type TableProps = Pick<DataTableProps, 'rowClick' | 'rowSx'>;

const Rows = ({
  count,
  table,
  column,
}: {
  count: number;
  table?: TableProps;
  column?: ReactNode;
}) => {
  const list = useList({
    data: Array.from({ length: count }, (_, at) => ({ id: at + 1, label: `Clue ${at + 1}` })),
    perPage: count,
  });
  return (
    <ListContextProvider value={list}>
      <DataTable body={VirtualTableBody} bulkActionButtons={false} {...table}>
        <DataTable.Col source="label" />
        {column}
      </DataTable>
    </ListContextProvider>
  );
};

const Location = () => <output aria-label="location">{useLocation().pathname}</output>;

const renderRows = (count: number, activeId?: number, table?: TableProps) =>
  render(
    <AdminContext>
      <ResourceContextProvider value="clues">
        <ActiveRowContext.Provider value={activeId}>
          <Rows count={count} table={table} />
        </ActiveRowContext.Provider>
      </ResourceContextProvider>
      <Location />
    </AdminContext>,
  );

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).queryAllByRole('row');

/** The rows in the page each time rows are committed (a row's layout effect runs then). */
const countRowsCommitted = () => {
  const rowsCommitted: number[] = [];
  const Committed = () => {
    const record = useRecordContext<{ id: number }>();
    useLayoutEffect(() => {
      rowsCommitted.push(document.querySelectorAll('tbody tr').length);
    }, []);
    return <>{record?.id}</>;
  };
  return { rowsCommitted, Committed };
};

describe('VirtualTableBody', () => {
  beforeEach(() => {
    // jsdom lays nothing out: every element is one row high (the virtualizer measures rows by
    // their offsetHeight), the window 768 px.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 800, height: ROW_PX }),
    );
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_PX);
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders every row of a short page, as react-admin does', () => {
    renderRows(20);
    expect(VIRTUAL_ROWS_FROM).toBeGreaterThan(20);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
  });

  it('scrolls the active row of a short page into view', () => {
    const scrollIntoView = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    renderRows(20, 15);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrollIntoView.mock.contexts.at(-1)).toHaveTextContent('Clue 15');
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });

  it('draws the rows a window shows first, then the rest of the page, and scrolls to an active row among them', () => {
    const scrollIntoView = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    const { rowsCommitted, Committed } = countRowsCommitted();
    render(
      <AdminContext>
        <ResourceContextProvider value="clues">
          <ActiveRowContext.Provider value={90}>
            <Rows count={100} column={<DataTable.Col source="id" field={Committed} />} />
          </ActiveRowContext.Provider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    // jsdom's window is 768 px high: 20 rows of 33 px below the filters and header, then the rest.
    expect(rowsCommitted[0]).toBe(20);
    expect(rowsCommitted.at(-1)).toBe(100);
    expect(bodyRows()).toHaveLength(100);
    expect(scrollIntoView.mock.contexts.at(-1)).toHaveTextContent('Clue 90');
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });

  it("draws first as many rows as the list's own estimate says a window shows (FirstRowsContext)", () => {
    const { rowsCommitted, Committed } = countRowsCommitted();
    render(
      <AdminContext>
        <ResourceContextProvider value="calls">
          <FirstRowsContext.Provider value={{ topPx: 260, rowPx: 40 }}>
            <Rows count={25} column={<DataTable.Col source="id" field={Committed} />} />
          </FirstRowsContext.Provider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    // (768 − 260) / 40 = 12.7: 13 rows first (the call list's two-line rows under three lines of
    // filters), then the page's 25.
    expect(rowsCommitted[0]).toBe(13);
    expect(rowsCommitted.at(-1)).toBe(25);
    expect(bodyRows()).toHaveLength(25);
  });

  it('renders the rows in view of a long page, with the row count and indexes for assistive technologies', () => {
    renderRows(5000);
    const shown = bodyRows();
    expect(shown.length).toBeGreaterThan(768 / ROW_PX);
    expect(shown.length).toBeLessThan(60);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
    expect(shown[0]).toHaveAttribute('aria-rowindex', '2');
    expect(shown[0]).toHaveTextContent('Clue 1');
  });

  it('scrolls the page to the active row (moved with the keyboard) when it is not rendered', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // The page is as long as its rows (the virtualizer scrolls no further than its end).
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(5000 * ROW_PX);
    renderRows(5000, 4000);
    expect(scrollTo).toHaveBeenCalled();
    const top = (scrollTo.mock.calls.at(-1)?.[0] as ScrollToOptions).top ?? 0;
    // Row 4000 starts ≈ 4000 rows down the page (rows not rendered yet count at an estimated
    // height, between 40 and 50 px); "auto" alignment brings its bottom into view.
    expect(top).toBeGreaterThan(3999 * ROW_PX - 768);
    expect(top).toBeLessThan(4000 * 50);
  });

  it("opens the record of a row clicked on a long page, as react-admin's rows do", async () => {
    renderRows(5000, undefined, { rowClick: (id) => `/clues/${id}/show` });
    const row = bodyRows()[2];
    expect(row).toHaveClass(
      'VirtualTableBody-row',
      'RaDataTable-clickableRow',
      'MuiTableRow-hover',
    );
    fireEvent.click(within(row).getByText('Clue 3'));
    // The row's path is resolved, then navigated to, after the click: wait for the address (the
    // location is on screen from the start, so finding it is not waiting for the navigation).
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/clues/3/show'),
    );
  });

  it("keeps react-admin's rows on a long page when the table styles each row", () => {
    renderRows(5000, undefined, { rowSx: () => ({ fontWeight: 'bold' }) });
    expect(bodyRows()[0]).not.toHaveClass('VirtualTableBody-row');
    expect(bodyRows()[0]).toHaveTextContent('Clue 1');
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
  });
});
