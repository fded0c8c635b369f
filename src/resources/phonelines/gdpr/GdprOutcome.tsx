import { Alert, Box, Button, Card, CardContent } from '@mui/material';
import { useEffect } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { ArchiveDownloadButton } from './ArchiveDownloadButton';
import type { GdprRequest } from './gdprRequests';

const KEYS = 'resources.phonelines/gdpr-request';

/** A carried-out request: the erased count, or the export's archive to download; then another. */
export const GdprOutcome = ({
  request,
  onAgain,
}: {
  request: GdprRequest;
  onAgain: () => void;
}) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  // The history below lists it now.
  useEffect(() => refresh(), [refresh, request.id]);
  const count = request.number_of_calls;
  return (
    <Card>
      <CardContent>
        <Alert
          severity="success"
          action={request.type === 'export' && <ArchiveDownloadButton id={request.id} />}
        >
          {translate(`${KEYS}.done.${request.type}`, {
            smart_count: count,
            reference: request.reference,
          })}
        </Alert>
        <Box sx={{ mt: 2 }}>
          <Button onClick={onAgain}>{translate(`${KEYS}.another`)}</Button>
        </Box>
      </CardContent>
    </Card>
  );
};
