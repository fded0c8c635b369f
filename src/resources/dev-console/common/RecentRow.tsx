import { Link, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import type { Identifier, RaRecord } from 'react-admin';

export interface RecentColumn<Record> {
  /** i18n key of the header. */
  label: string;
  render: (record: Record) => ReactNode;
  align?: 'right';
  /** Long text (names, reasons) may wrap; figures and dates stay on one line. */
  wrap?: boolean;
}

const cellStyle = (column: { wrap?: boolean }) => ({
  whiteSpace: column.wrap ? undefined : 'nowrap',
});

/**
 * One session or job: its first cell is a button (keyboard: Tab, Enter) opening the record; a
 * click anywhere on the row does too.
 */
export const RecentRow = <Record extends RaRecord>(props: {
  record: Record;
  columns: readonly RecentColumn<Record>[];
  onOpen: (id: Identifier) => void;
}) => {
  const { record, columns, onOpen } = props;
  const [first, ...rest] = columns;
  return (
    <TableRow hover onClick={() => onOpen(record.id)} sx={{ cursor: 'pointer' }}>
      <TableCell sx={cellStyle(first)}>
        <Link
          component="button"
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(record.id);
          }}
        >
          {first.render(record)}
        </Link>
      </TableCell>
      {rest.map((column) => (
        <TableCell key={column.label} align={column.align} sx={cellStyle(column)}>
          {column.render(record)}
        </TableCell>
      ))}
    </TableRow>
  );
};
