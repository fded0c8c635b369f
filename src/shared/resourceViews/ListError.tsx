import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Alert } from '@mui/material';
import { Button, useListContext, useTranslate } from 'react-admin';
import { useResourceMessage } from './useResourceMessages';

/** Error state: the resource's list failure message and a retry. */
export const ListError = () => {
  const translate = useTranslate();
  const message = useResourceMessage();
  const { refetch } = useListContext();
  return (
    <Alert
      severity="error"
      icon={<ErrorOutlineIcon />}
      action={<Button label="ra.action.refresh" onClick={() => refetch()} />}
      sx={{ m: 2 }}
    >
      {message('listFailed') ?? translate('ra.notification.http_error')}
    </Alert>
  );
};
