import { Drawer } from '@mui/material';
import { useBuilder } from './BuilderContext';
import { CluePanel } from './CluePanel';

/** The last clue opened in place, in a side panel (Escape or Done closes it; the edits stay). */
export const ClueDrawer = ({ lang }: { lang?: string }) => {
  const { state, dispatch } = useBuilder();
  const clueId = state.opened.at(-1);
  return (
    <Drawer
      anchor="right"
      open={clueId !== undefined}
      onClose={() => clueId !== undefined && dispatch({ type: 'closeClue', clueId })}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 560 } },
          role: 'dialog',
          'aria-labelledby': 'clue-panel-title',
        },
      }}
    >
      {clueId !== undefined && <CluePanel key={clueId} clueId={clueId} lang={lang} />}
    </Drawer>
  );
};
