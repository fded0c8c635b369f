import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatClock } from '../../../../shared/format';
import type { Span } from '../../labels/labelRecord';
import type { TranscriptTurn } from '../callRecord';
import { spanOf, spanText } from './transcriptSpan';

const KEYS = 'resources.scribr/classification-labels.call.passageDialog';
const EXCERPT = 60;

/** Where the dialog starts: a turn and a selection in it (UTF-16 offsets). */
export interface PassageStart {
  turn: number;
  start: number;
  end: number;
}

/**
 * Chooses a passage of one turn: the turn in a list, then the passage selected in the turn's text
 * (with the mouse, or Shift + arrow keys). Starts from the text selected in the transcript, if any.
 */
export const PassageDialog = ({
  turns,
  start,
  onChoose,
  onClose,
}: {
  turns: readonly TranscriptTurn[];
  start: PassageStart | undefined;
  onChoose: (span: Span) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [turn, setTurn] = useState(start?.turn ?? 0);
  const [span, setSpan] = useState<Span | undefined>(
    start && spanOf(start.turn, turns[start.turn]?.text ?? '', start.start, start.end),
  );
  // A state, not a ref: the dialog's content is drawn after the dialog (in a portal).
  const [textArea, setTextArea] = useState<HTMLTextAreaElement | null>(null);
  const text = turns[turn]?.text ?? '';
  const speaker = (at: number) =>
    translate(`resources.scribr/call-list.speaker.${turns[at].speaker}`);

  useEffect(() => {
    // Not `readOnly`: a read-only field has no caret, so no selection with the keyboard. No edit
    // gets in (typing, deleting, pasting, dropping): the browser's `beforeinput` is refused.
    const refuse = (event: Event) => event.preventDefault();
    textArea?.addEventListener('beforeinput', refuse);
    return () => textArea?.removeEventListener('beforeinput', refuse);
  }, [textArea]);

  useEffect(() => {
    // The transcript's selection, shown (and adjustable) in the turn's text once it is drawn.
    if (textArea && start && start.turn === turn) {
      textArea.focus();
      textArea.setSelectionRange(start.start, start.end);
    }
  }, [textArea, start, turn]);

  const select = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const { selectionStart, selectionEnd } = event.currentTarget;
    setSpan(spanOf(turn, text, selectionStart, selectionEnd));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(`${KEYS}.title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={translate(`${KEYS}.turn`)}
            value={turn}
            onChange={(event) => {
              setTurn(Number(event.target.value));
              setSpan(undefined);
            }}
          >
            {turns.map((item, at) => (
              <MenuItem key={at} value={at}>
                {`${at + 1} · ${speaker(at)} · ${formatClock(item.start / 1000)} — ${item.text.slice(0, EXCERPT)}`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate(`${KEYS}.text`)}
            helperText={translate(`${KEYS}.help`)}
            value={text}
            multiline
            inputRef={setTextArea}
            // The value stays the turn's text whatever happens to the field.
            onChange={() => undefined}
            slotProps={{ htmlInput: { 'aria-readonly': true, onSelect: select } }}
          />
          <Typography variant="body2" aria-live="polite">
            {span
              ? translate(`${KEYS}.selected`, { text: spanText(text, span) })
              : translate(`${KEYS}.nothingSelected`)}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!span} onClick={() => span && onChoose(span)}>
          {translate(`${KEYS}.choose`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
