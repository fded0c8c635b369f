import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a tile, chart, table or drawer says when its request failed, with Retry. */
export const FailedAlert = ({ onRetry }: { onRetry: () => unknown }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {translate('devConsole.retry')}
        </Button>
      }
    >
      {translate('devConsole.failed')}
    </Alert>
  );
};
