import { TablePagination } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * The pagination of a server-paged list: page sizes, previous / next, and the range shown — with
 * "10,000+" when the service stopped counting (`meta.totalAtLeast`: the total is a lower bound).
 * Hidden while the list failed (its counts would mean nothing).
 */
export const ListPaginationWithBound = ({ options }: { options: number[] }) => {
  const translate = useTranslate();
  const { meta, error, page, perPage, total, setPage, setPerPage, isPending } = useListContext();
  if (error || isPending || total === undefined) return null;
  const atLeast = !!(meta as { totalAtLeast?: boolean } | undefined)?.totalAtLeast;
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={options}
      onPageChange={(_event, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate(atLeast ? 'console.pagination.rangeAtLeast' : 'console.pagination.range', {
          offsetBegin: from,
          offsetEnd: to,
          total: count.toLocaleString(),
        })
      }
      getItemAriaLabel={(type) =>
        translate(
          `ra.navigation.${type === 'next' ? 'next' : type === 'previous' ? 'previous' : type}`,
          { _: `Go to ${type} page` },
        )
      }
      // A list capped at 10,000 can still be paged on: the next page exists when a full page came.
      slotProps={{
        actions: { nextButton: { disabled: atLeast ? false : page * perPage >= total } },
      }}
    />
  );
};
