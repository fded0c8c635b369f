import { useTheme } from '@mui/material/styles';
import clsx from 'clsx';
import {
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableRowSxContext,
  useDataTableStoreContext,
  useResourceDefinition,
  useStore,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { ActiveRowContext } from './ActiveRowContext';
import { plainColumns } from './plainColumns';
import { PlainRow } from './PlainRow';
import { plainRowStyles, type CellSize } from './plainRowStyles';
import { ReactAdminRow } from './ReactAdminRow';
import { usePlainRowClick } from './usePlainRowClick';

/**
 * How a table body draws its rows: plain (PlainRow, one click handler and one set of styles for
 * the whole body) unless the table asks for what only react-admin's rows do (an expand panel,
 * selection checkboxes, a style per row), else react-admin's rows. The list's selected row
 * (ActiveRowContext) is marked as MUI marks a selected row. Plain rows cost a page's first render
 * a tenth of react-admin's rows with their MUI cells (issue 16: in-app navigation to the call list).
 */
export const useTableRows = (
  children: ReactNode,
  data: readonly RaRecord[],
  bodyRef: RefObject<HTMLTableSectionElement | null>,
) => {
  const activeId = useContext(ActiveRowContext);
  // Small or medium cells, as the header's (react-admin's DataTable is small by default).
  const [size, setSize] = useState<CellSize>('small');
  useLayoutEffect(() => {
    const header = bodyRef.current?.closest('table')?.tHead?.rows[0]?.cells[0];
    if (header?.classList.contains('MuiTableCell-sizeMedium')) setSize('medium');
  }, [bodyRef]);
  const { expand, hasBulkActions, hover = true } = useDataTableConfigContext();
  const { rowClick, isRowSelectable } = useDataTableCallbacksContext();
  const rowSx = useDataTableRowSxContext();
  const plain = !expand && !hasBulkActions && !rowSx;
  const { hasEdit, hasShow } = useResourceDefinition();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hiddenColumns] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const columns = useMemo(() => plainColumns(children, hiddenColumns), [children, hiddenColumns]);
  const plainClassName = clsx({
    'MuiTableRow-hover': hover,
    [DataTableClasses.clickableRow]: rowClick ?? (hasEdit || hasShow),
  });
  const renderRow = useCallback(
    (record: RaRecord, index: number, key: Identifier) =>
      plain ? (
        <PlainRow
          key={key}
          record={record}
          index={index}
          columns={columns}
          className={plainClassName}
          size={size}
          selected={record.id === activeId}
          isRowSelectable={isRowSelectable}
        />
      ) : (
        <ReactAdminRow key={key} record={record} index={index} selected={record.id === activeId}>
          {children}
        </ReactAdminRow>
      ),
    [plain, columns, plainClassName, size, activeId, isRowSelectable, children],
  );
  const onPlainRowClick = usePlainRowClick(data);
  const theme = useTheme();
  const plainStyles = useMemo(() => plainRowStyles(theme, size), [theme, size]);
  return {
    plain,
    renderRow,
    /** The body's click handler (plain rows). */
    onClick: plain ? onPlainRowClick : undefined,
    /** The body's styles for plain rows (none for react-admin's, which style themselves). */
    rowStyles: plain ? plainStyles : undefined,
  };
};
