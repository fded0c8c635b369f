import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldErrorsOf } from '../../../../shared/http';
import { useHandleError } from '../../../../shared/notifications';
import { ColourSwatch } from '../../labels/ColourSwatch';
import {
  POLARITIES,
  type CallAnnotation,
  type LabelRecord,
  type Polarity,
  type Span,
} from '../../labels/labelRecord';
import type { TranscriptTurn } from '../callRecord';
import { usePassageText } from './usePassageText';
import { useChangeAnnotation, type AnnotationChange } from './useCallAnnotations';

const KEYS = 'resources.scribr/classification-labels.call';

/**
 * One label on the call: its current polarity for this call (and passage), and buttons to mark
 * it positive or negative (on the chosen passage, or the whole call) or to clear it. The
 * service's refusals show under the row.
 */
export const AnnotationRow = ({
  callId,
  label,
  annotation,
  passage,
  turns,
}: {
  callId: string;
  label: LabelRecord;
  annotation: CallAnnotation | undefined;
  passage: Span | null;
  turns: readonly TranscriptTurn[];
}) => {
  const translate = useTranslate();
  const handleError = useHandleError();
  const passageText = usePassageText();
  const change = useChangeAnnotation(callId);
  const apply = (next: AnnotationChange) =>
    change.mutate(next, { onError: (error) => handleError(error, translate(`${KEYS}.failed`)) });
  const set = (polarity: Polarity) => apply({ labelId: label.id, polarity, span: passage });
  const errors = Object.values(fieldErrorsOf(change.error)).flat();
  const state = annotation
    ? `${translate(`resources.scribr/classification-labels.polarity.${annotation.polarity}`)} · ${passageText(annotation.span, turns)}`
    : translate(`${KEYS}.notAnnotated`);
  return (
    <Box role="group" aria-label={label.name} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <ColourSwatch colour={label.colour} />
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {label.name}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" aria-live="polite">
        {state}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        {POLARITIES.map((polarity) => (
          <Button
            key={polarity}
            size="small"
            color={polarity === 'positive' ? 'success' : 'error'}
            variant={annotation?.polarity === polarity ? 'contained' : 'outlined'}
            aria-pressed={annotation?.polarity === polarity}
            disabled={change.isPending}
            onClick={() => set(polarity)}
          >
            {translate(`resources.scribr/classification-labels.polarity.${polarity}`)}
          </Button>
        ))}
        {annotation && (
          <Button
            size="small"
            disabled={change.isPending}
            onClick={() => apply({ labelId: label.id, polarity: null })}
          >
            {translate(`${KEYS}.clear`)}
          </Button>
        )}
      </Stack>
      {errors.length > 0 && <FormHelperText error>{errors.join(' ')}</FormHelperText>}
    </Box>
  );
};
