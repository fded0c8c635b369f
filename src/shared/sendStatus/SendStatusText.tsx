import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SendStatus } from './useSendStatus';

const COLOURS = { pending: 'text.secondary', success: 'success.main', errored: 'error' } as const;

/**
 * A save's send status in words ("Saving…", "Saved", "Not saved"; `texts` names other wording:
 * `<texts>.pending|success|errored`), announced politely.
 */
export const SendStatusText = ({
  status,
  texts = 'console.sendStatus',
}: {
  status?: SendStatus;
  texts?: string;
}) => {
  const translate = useTranslate();
  return (
    <Typography
      variant="body2"
      role="status"
      color={status && COLOURS[status]}
      sx={{ minHeight: 20 }}
    >
      {status ? translate(`${texts}.${status}`) : ''}
    </Typography>
  );
};
