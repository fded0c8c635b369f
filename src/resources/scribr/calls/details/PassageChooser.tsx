import { Button, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Span } from '../../labels/labelRecord';
import type { TranscriptTurn } from '../callRecord';
import { PassageDialog, type PassageStart } from './PassageDialog';
import { transcriptSelection } from './transcriptSpan';
import { usePassageText } from './usePassageText';

const KEYS = 'resources.scribr/classification-labels.call';

/**
 * What the next mark applies to: the whole call, or a passage of one turn — chosen in a dialog
 * that starts from the text selected in the transcript.
 */
export const PassageChooser = ({
  turns,
  passage,
  onChange,
}: {
  turns: readonly TranscriptTurn[];
  passage: Span | null;
  onChange: (passage: Span | null) => void;
}) => {
  const translate = useTranslate();
  const passageText = usePassageText();
  const [start, setStart] = useState<PassageStart>();
  const [open, setOpen] = useState(false);
  // Read before the click: pressing the button may clear the selection.
  const selected = useRef<PassageStart>(undefined);
  const remember = () => {
    selected.current = transcriptSelection(window.getSelection());
  };
  const openDialog = () => {
    setStart(selected.current ?? transcriptSelection(window.getSelection()));
    selected.current = undefined;
    setOpen(true);
  };
  if (turns.length === 0) return null;
  return (
    <Stack spacing={0.5} sx={{ mb: 1 }}>
      <Typography variant="body2">
        {translate(`${KEYS}.appliesTo`, { passage: passageText(passage, turns) })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" onPointerDown={remember} onClick={openDialog}>
          {translate(`${KEYS}.choosePassage`)}
        </Button>
        {passage && (
          <Button size="small" onClick={() => onChange(null)}>
            {translate(`${KEYS}.useWholeCall`)}
          </Button>
        )}
      </Stack>
      {open && (
        <PassageDialog
          turns={turns}
          start={start}
          onClose={() => setOpen(false)}
          onChoose={(span) => {
            onChange(span);
            setOpen(false);
          }}
        />
      )}
    </Stack>
  );
};
