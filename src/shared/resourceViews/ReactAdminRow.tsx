import clsx from 'clsx';
import { memo, type ReactNode } from 'react';
import {
  DataTableClasses,
  DataTableRow,
  RecordContextProvider,
  useDataTableRowSxContext,
  type RaRecord,
} from 'react-admin';

interface ReactAdminRowProps {
  record: RaRecord;
  index: number;
  /** The list's selected row (ActiveRowContext). */
  selected: boolean;
  children: ReactNode;
}

/**
 * One rendered row, react-admin's (for the tables PlainRow does not render). Memoised: the rows
 * are rendered again on every scroll event, and only the rows entering the view should render
 * then (react-admin's own row is memoised too, but would get a new `sx` object each time).
 */
export const ReactAdminRow = memo(({ record, index, selected, children }: ReactAdminRowProps) => {
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
        selected={selected}
        sx={rowSx?.(record, index)}
      >
        {children}
      </DataTableRow>
    </RecordContextProvider>
  );
});
ReactAdminRow.displayName = 'ReactAdminRow';
