import { Skeleton, Table, TableBody, TableCell, TableContainer } from '@mui/material';
import { TableHead, TableRow, Typography } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import type { Identifier, RaRecord } from 'react-admin';
import { FailedAlert } from './FailedAlert';
import { RecentRow, type RecentColumn } from './RecentRow';

export type { RecentColumn } from './RecentRow';

export interface RecentTableProps<Record> {
  columns: readonly RecentColumn<Record>[];
  onOpen: (id: Identifier) => void;
  /** i18n key of what an empty page says. */
  emptyText: string;
}

/** The page of recent sessions or jobs its list context holds, with its own states. */
export const RecentTable = <Record extends RaRecord>(props: RecentTableProps<Record>) => {
  const { columns, onOpen, emptyText } = props;
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useListContext<Record>();
  if (isPending) return <Skeleton variant="rounded" height={200} />;
  if (error) return <FailedAlert onRetry={refetch} />;
  if (!data?.length)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {translate(emptyText)}
      </Typography>
    );
  return (
    <>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map(({ label, align }) => (
                <TableCell key={label} align={align}>
                  {translate(label)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((record) => (
              <RecentRow key={record.id} record={record} columns={columns} onOpen={onOpen} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination rowsPerPageOptions={[10, 25, 50]} />
    </>
  );
};
