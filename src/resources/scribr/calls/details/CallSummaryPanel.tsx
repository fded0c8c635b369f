import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CallSummaryText, QuotedTurn } from '../callRecord';

/** The platform's extractive summary (`feat.scribr.call_summary`): the call's own sentences. */
export const CallSummaryPanel = ({
  summary,
  onQuote,
}: {
  summary: CallSummaryText;
  /** Shows the quoted turn in the transcript. */
  onQuote: (turn: number) => void;
}) => {
  const translate = useTranslate();
  const KEYS = 'resources.scribr/call-list.summary';
  const quote = (label: string, turn: QuotedTurn | null) =>
    turn && (
      <Typography variant="body2" key={`${label}-${turn.turn}`}>
        <strong>{label}: </strong>
        <Typography
          component="button"
          variant="body2"
          onClick={() => onQuote(turn.turn)}
          sx={{
            border: 0,
            p: 0,
            bgcolor: 'transparent',
            textAlign: 'start',
            cursor: 'pointer',
            color: 'inherit',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          « {turn.text} »
        </Typography>
      </Typography>
    );
  return (
    <Stack spacing={1}>
      {quote(translate(`${KEYS}.reason`), summary.reason)}
      {summary.moments.map((moment) => quote(moment.tag.label ?? `#${moment.tag.id}`, moment))}
      {quote(translate(`${KEYS}.outcome`), summary.outcome)}
      <Typography variant="caption" color="text.secondary">
        {translate(`${KEYS}.extractive`)}
      </Typography>
    </Stack>
  );
};
