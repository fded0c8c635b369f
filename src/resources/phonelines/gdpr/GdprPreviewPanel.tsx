import { Alert, Box, Button, List, ListItem, ListItemText } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { toDate, useDisplayFormats } from '../../../shared/format';
import type { GdprPreview, GdprRequestType } from './gdprRequests';

const KEYS = 'resources.phonelines/gdpr-request';

/**
 * What the request would reach, before anything changes: the number of calls, their span and
 * clients; then the button that carries it out, behind a confirmation (an erasure cannot be undone).
 */
export const GdprPreviewPanel = ({
  preview,
  type,
  pending,
  onConfirm,
}: {
  preview: GdprPreview;
  type: GdprRequestType;
  pending: boolean;
  onConfirm: () => void;
}) => {
  const translate = useTranslate();
  const { dateTime } = useDisplayFormats();
  const formatDate = (value: string | null) => {
    const date = toDate(value);
    return date ? dateTime.format(date) : '';
  };
  const [confirming, setConfirming] = useState(false);
  const count = preview.number_of_calls;
  return (
    <Box sx={{ mt: 3 }} role="region" aria-label={translate(`${KEYS}.found`)}>
      <Alert severity={count ? 'info' : 'success'}>
        {count
          ? translate(`${KEYS}.foundCalls`, {
              smart_count: count,
              first: formatDate(preview.first_call_at),
              last: formatDate(preview.last_call_at),
            })
          : translate(`${KEYS}.foundNone`)}
      </Alert>
      <List dense>
        {preview.clients.map((client) => (
          <ListItem key={client.id}>
            <ListItemText
              primary={client.name}
              secondary={translate(`${KEYS}.clientCalls`, { smart_count: client.calls })}
            />
          </ListItem>
        ))}
      </List>
      <Button
        variant="contained"
        color={type === 'erasure' ? 'error' : 'primary'}
        loading={pending}
        onClick={() => setConfirming(true)}
      >
        {translate(`${KEYS}.carryOut.${type}`, { smart_count: count })}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={`${KEYS}.confirm.${type}.title`}
        content={`${KEYS}.confirm.${type}.content`}
        translateOptions={{ smart_count: count }}
        onConfirm={() => {
          setConfirming(false);
          onConfirm();
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
