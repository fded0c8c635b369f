import { Alert, Box, LinearProgress, List, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { querySyntaxErrorOf } from '../query/syntaxError';
import { PreviewCallItem } from './PreviewCallItem';
import type { LivePreview } from './useLivePreview';

const KEYS = 'moriarty.preview';

/**
 * The live preview of a clue or tag being edited: "N of M calls match" (updated while typing,
 * the previous count kept until the next arrives), loading and error states, and a few matching
 * calls with their matched words marked. `idleHint` is shown while there is nothing to preview.
 */
export const PreviewPanel = ({
  preview,
  idleHint,
}: {
  preview: LivePreview<unknown>;
  idleHint: string;
}) => {
  const translate = useTranslate();
  const { result, error, loading } = preview;
  const idle = !loading && !result && !error;
  // A failure is shown until the next body is sent; while it loads, the last count (dimmed).
  const failed = !!error && !loading;
  const syntaxError = querySyntaxErrorOf(error);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="moriarty-preview-title"
      aria-busy={loading}
      sx={{ p: 2, width: '100%', boxSizing: 'border-box' }}
    >
      <Typography id="moriarty-preview-title" variant="subtitle1" component="h2">
        {translate(`${KEYS}.title`)}
      </Typography>
      <Box sx={{ height: 4, my: 1 }}>{loading && <LinearProgress aria-hidden />}</Box>
      <Box role="status" aria-live="polite">
        {idle ? (
          <Typography color="text.secondary">{translate(idleHint)}</Typography>
        ) : failed ? (
          <Alert severity={syntaxError ? 'warning' : 'error'}>
            {syntaxError
              ? translate(`${KEYS}.syntaxError`, { message: syntaxError.message })
              : translate(`${KEYS}.failed`)}
          </Alert>
        ) : result ? (
          <Typography variant="h6" component="p" sx={{ opacity: loading ? 0.6 : 1 }}>
            {translate(`${KEYS}.count`, {
              matched: result.matched,
              evaluated: result.evaluated,
              smart_count: result.evaluated,
            })}
          </Typography>
        ) : (
          <Typography color="text.secondary">{translate(`${KEYS}.loading`)}</Typography>
        )}
      </Box>
      {!failed && result && result.calls.length > 0 && (
        <List dense aria-label={translate(`${KEYS}.calls`)} sx={{ opacity: loading ? 0.6 : 1 }}>
          {result.calls.map((call) => (
            <PreviewCallItem key={call.id} call={call} />
          ))}
        </List>
      )}
    </Paper>
  );
};
