import { useCallback, type KeyboardEvent } from 'react';
import { useListContext } from 'react-admin';
import type { CallRecord } from './callRecord';

/**
 * Keyboard use of the call list: ↑ / ↓ move the selected call within the page, Enter opens its
 * details, Escape closes the preview.
 */
export const useRowKeyboard = ({
  selectedId,
  select,
  open,
}: {
  selectedId: string | undefined;
  select: (id: string | undefined) => void;
  open: (id: string) => void;
}) => {
  const { data } = useListContext<CallRecord>();
  return useCallback(
    (event: KeyboardEvent) => {
      const ids = (data ?? []).map((call) => call.id);
      if (ids.length === 0) return;
      const at = selectedId === undefined ? -1 : ids.indexOf(selectedId);
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next =
          at < 0
            ? step > 0
              ? 0
              : ids.length - 1
            : Math.min(ids.length - 1, Math.max(0, at + step));
        select(ids[next]);
      } else if (event.key === 'Enter' && selectedId !== undefined) {
        event.preventDefault();
        open(selectedId);
      } else if (event.key === 'Escape' && selectedId !== undefined) {
        select(undefined);
      }
    },
    [data, selectedId, select, open],
  );
};
