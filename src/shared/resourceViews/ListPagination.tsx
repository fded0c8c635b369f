import { useMemo } from 'react';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { ALL_ROWS, WHOLE_LIST_PAGE_SIZES } from './pageSizes';

/**
 * The list's pagination, with the page size "All" (whole lists: every record is in the browser
 * already); left out while the list failed (its counts would mean nothing).
 */
export const ListPagination = () => {
  const { error } = useListContext();
  const translate = useTranslate();
  const options = useMemo(
    () => [
      ...WHOLE_LIST_PAGE_SIZES,
      { label: translate('console.pagination.all'), value: ALL_ROWS },
    ],
    [translate],
  );
  return error ? null : <Pagination rowsPerPageOptions={options} />;
};
