import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { CallRecord } from '../callRecord';

/** The raw call record as JSON, with a copy button (`feat.scribr.developer`). */
export const RawCallJson = ({ call }: { call: CallRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const json = JSON.stringify(call, null, 2);
  const copy = () =>
    navigator.clipboard.writeText(json).then(
      () => notify('resources.scribr/call-list.details.copied', { type: 'success' }),
      () => notify('resources.scribr/call-list.details.copyFailed', { type: 'error' }),
    );
  return (
    <Box>
      <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
        {translate('resources.scribr/call-list.details.copyJson')}
      </Button>
      <Box
        component="pre"
        aria-label={translate('resources.scribr/call-list.details.rawJson')}
        sx={{
          maxHeight: 360,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          p: 1,
          borderRadius: 1,
        }}
      >
        {json}
      </Box>
    </Box>
  );
};
