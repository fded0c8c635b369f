import { Pagination, useListContext } from 'react-admin';

/** The list's pagination, left out while the list failed (its counts would mean nothing). */
export const ListPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination />;
};
