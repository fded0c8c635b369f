import { useCallback, type MouseEvent } from 'react';
import {
  useDataTableCallbacksContext,
  useGetPathForRecordCallback,
  useNavigate,
  useResourceContext,
  type RaRecord,
} from 'react-admin';

/**
 * The body's click handler for its plain rows (PlainRow): what a click on a row does, as
 * react-admin's DataTableRow (`rowClick`: a path, a function answering one, "toggleSelection", or
 * the record's edit or show page). One handler for the whole body: DataTableRow makes these
 * callbacks in every row, which costs each row entering the view an access check hook and a
 * mutation observer.
 */
export const usePlainRowClick = (data: readonly RaRecord[]) => {
  const { rowClick, handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const getPathForRecord = useGetPathForRecordCallback();
  const navigate = useNavigate();
  return useCallback(
    async (event: MouseEvent<HTMLTableSectionElement>) => {
      // The row clicked: a row of this body, not one of a table nested in a cell.
      const row = (event.target as Element).closest('tr[data-index]');
      if (!resource || !row || row.parentElement !== event.currentTarget) return;
      const record = data[Number((row as HTMLElement).dataset.index)];
      if (!record) return;
      const answer =
        typeof rowClick === 'function' ? rowClick(record.id, resource, record) : rowClick;
      // Awaited only when it is a promise: a selection toggled at once stops the click there.
      const link = answer instanceof Promise ? await answer : answer;
      if (link === 'expand') return; // plain rows are only used in tables without expansion
      if (link === 'toggleSelection') {
        if (handleToggleItem && (!isRowSelectable || isRowSelectable(record))) {
          handleToggleItem(record.id, event);
          event.stopPropagation();
        }
        return;
      }
      const path = await getPathForRecord({ record, resource, link });
      if (path === false || path == null) return;
      navigate(path, { state: { _scrollToTop: true } });
    },
    [data, rowClick, handleToggleItem, isRowSelectable, resource, getPathForRecord, navigate],
  );
};
