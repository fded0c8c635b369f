import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ServiceDataProvider } from '../../../shared/declarations/serviceRequest';
import { saveBlob } from '../../../shared/files/saveBlob';
import { useHandleError } from '../../../shared/notifications';
import { EXPORT_FORMATS, labelPath, type ExportFormat } from './labelRecord';

const KEYS = 'resources.scribr/classification-labels.export';

/**
 * The label's annotations as training data: CSV or JSON Lines, streamed by the service
 * (`GET classification-labels/{id}/export?format=`) through the authenticated client, then saved.
 */
export const ExportButtons = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDataProvider>();
  const handleError = useHandleError();
  const [running, setRunning] = useState<ExportFormat>();
  const start = async (format: ExportFormat) => {
    setRunning(format);
    try {
      const { blob, filename } = await dataProvider.download({
        service: 'search',
        path: `${labelPath(id)}/export`,
        query: { format },
      });
      saveBlob(blob, filename ?? `classification-label-${id}.${format}`);
    } catch (error) {
      handleError(error, translate(`${KEYS}.failed`));
    } finally {
      setRunning(undefined);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          size="small"
          disabled={running !== undefined}
          startIcon={
            running === format ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />
          }
          onClick={() => void start(format)}
        >
          {translate(`${KEYS}.${format}`)}
        </Button>
      ))}
    </Stack>
  );
};
