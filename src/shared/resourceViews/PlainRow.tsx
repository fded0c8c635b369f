import clsx from 'clsx';
import { createElement, memo } from 'react';
import {
  DataTableClasses,
  RecordContextProvider,
  useFieldValue,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';
import type { PlainColumn } from './plainColumns';
import { MUI_CELL, PLAIN_CELL, PLAIN_ROW, type CellSize } from './plainRowStyles';

export interface PlainRowProps {
  record: RaRecord;
  index: number;
  columns: readonly PlainColumn[];
  /** The row's classes that do not depend on its record or place (hover, clickable). */
  className: string;
  size: CellSize;
  /** The list's selected row (ActiveRowContext): marked as MUI's TableRow marks one. */
  selected: boolean;
  isRowSelectable?: (record: RaRecord) => boolean;
}

/** A column's value when it names no field to show it: the value as text, as react-admin. */
const SourceText = ({ source }: { source: string }) => {
  const value: unknown = useFieldValue({ source });
  return value === null || value === undefined ? null : String(value);
};

const cellContent = ({ children, render, field, source }: DataTableColumnProps, record: RaRecord) =>
  children ??
  (render
    ? render(record)
    : field
      ? createElement(field, { source })
      : source
        ? createElement(SourceText, { source })
        : null);

const SIZE_CLASS = { small: 'MuiTableCell-sizeSmall', medium: 'MuiTableCell-sizeMedium' };
const ALIGN_CLASS = {
  left: 'MuiTableCell-alignLeft',
  center: 'MuiTableCell-alignCenter',
  right: 'MuiTableCell-alignRight',
  justify: 'MuiTableCell-alignJustify',
  inherit: undefined,
};

const cellClassNames = new WeakMap<DataTableColumnProps, Record<CellSize, string>>();

/**
 * A plain cell's classes, as MUI's and react-admin's cell have them; worked out once per column
 * and size (a long page's rows render dozens at a time while scrolling).
 */
const cellClassName = (props: DataTableColumnProps, size: CellSize): string => {
  let names = cellClassNames.get(props);
  if (!names) {
    const of = (cellSize: CellSize) =>
      clsx(
        PLAIN_CELL,
        MUI_CELL,
        SIZE_CLASS[cellSize],
        ALIGN_CLASS[props.align ?? 'inherit'],
        DataTableClasses.rowCell,
        props.className,
        props.cellClassName,
        `column-${props.source}`,
      );
    names = { small: of('small'), medium: of('medium') };
    cellClassNames.set(props, names);
  }
  return names[size];
};

/**
 * One row of a table, as react-admin's DataTableRow renders it (classes, record context, a
 * click opening the record: the body's `onPlainRowClick`), with plain `tr` and `td` elements the body styles all at once
 * (plainRowStyles): a DataTableRow and its MUI cells cost each row entering the view its own
 * styles, store subscriptions and callbacks, which kept scrolled frames over budget. Memoised:
 * the virtualizer renders the body again on every scroll event, and only the rows entering the
 * view should render then.
 */
export const PlainRow = memo(
  ({ record, index, columns, className, size, selected, isRowSelectable }: PlainRowProps) => (
    <RecordContextProvider value={record}>
      <tr
        data-index={index}
        aria-rowindex={index + 2}
        className={clsx(PLAIN_ROW, 'MuiTableRow-root', DataTableClasses.row, className, {
          [DataTableClasses.rowEven]: index % 2 === 0,
          [DataTableClasses.rowOdd]: index % 2 !== 0,
          [DataTableClasses.selectable]: !isRowSelectable || isRowSelectable(record),
          'Mui-selected': selected,
        })}
      >
        {columns.map((column) =>
          column.element ? (
            column.element
          ) : (
            <td key={column.key} className={cellClassName(column.props, size)}>
              {cellContent(column.props, record)}
            </td>
          ),
        )}
      </tr>
    </RecordContextProvider>
  ),
);
PlainRow.displayName = 'PlainRow';
