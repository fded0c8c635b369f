import { useState } from 'react';
import type { Identifier } from 'react-admin';

/** Which record the drawer shows; closing keeps it, so the drawer slides out with its content. */
export const useRecordDrawer = () => {
  const [state, setState] = useState<{ id?: Identifier; open: boolean }>({ open: false });
  return {
    id: state.id,
    open: state.open,
    show: (id: Identifier) => setState({ id, open: true }),
    close: () => setState((shown) => ({ ...shown, open: false })),
  };
};

export type RecordDrawerState = ReturnType<typeof useRecordDrawer>;
