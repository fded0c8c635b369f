import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Resource } from '../declarations/types';
import { useHandleError } from '../notifications';
import { useListExport } from './useListExport';

/**
 * "Export CSV" of a server-paged list: every row of the filtered list (not only the page shown),
 * with a progress bar while it streams and a cancel button.
 */
export const ExportButton = ({ declaration }: { declaration: Resource }) => {
  const translate = useTranslate();
  const handleError = useHandleError();
  const exporter = useListExport(declaration);
  if (!exporter.available) return null;
  if (!exporter.running) {
    return (
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() =>
          exporter.start().catch((error: unknown) => {
            if ((error as Error)?.name !== 'AbortError')
              handleError(error, translate('console.export.failed'));
          })
        }
      >
        {translate('console.export.action')}
      </Button>
    );
  }
  const percent = exporter.total
    ? Math.min(100, (exporter.rows / exporter.total) * 100)
    : undefined;
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 260 }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="caption">
          {translate('console.export.progress', {
            rows: exporter.rows,
            total: exporter.total ?? '…',
          })}
        </Typography>
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={translate('console.export.action')}
        />
      </Box>
      <Button size="small" onClick={exporter.cancel}>
        {translate('ra.action.cancel')}
      </Button>
    </Box>
  );
};
