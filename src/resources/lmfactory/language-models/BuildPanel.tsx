import { Alert, AlertTitle, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ReadOnlyFields } from '../../../shared/resourceViews';
import { BuildStatusChip } from './BuildStatusChip';
import { DownloadModelButton } from './DownloadModelButton';
import { isBuilding, type LanguageModel } from './languageModelRequests';

const KEYS = 'resources.lmfactory/language-models';

const SHOWN_AS_CHIP = ['status'];

/**
 * The build: status (followed while queued or running), the model's read-only fields (times,
 * duration, file size), failure reason, the model file.
 */
export const BuildPanel = () => {
  const translate = useTranslate();
  const model = useRecordContext<LanguageModel>();
  if (!model) return null;
  const building = isBuilding(model.status);
  const stats = model.status === 'success' ? model.model : undefined;
  return (
    <Box component="section" aria-labelledby="model-build-title" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <Typography id="model-build-title" variant="h6" component="h2">
          {translate(`${KEYS}.build.title`)}
        </Typography>
        <Box role="status" aria-live="polite">
          <BuildStatusChip status={model.status} />
        </Box>
      </Stack>
      {building && (
        <>
          <LinearProgress aria-label={translate(`${KEYS}.build.following`)} />
          <Typography variant="caption" color="text.secondary">
            {translate(`${KEYS}.build.following`)}
          </Typography>
        </>
      )}
      <Box sx={{ my: 1 }}>
        <ReadOnlyFields exclude={SHOWN_AS_CHIP} />
      </Box>
      {model.status === 'failed' && (
        <Alert severity="error" sx={{ my: 1 }}>
          <AlertTitle>{translate(`${KEYS}.build.failedTitle`)}</AlertTitle>
          {model.failure_reason || translate(`${KEYS}.build.noReason`)}
        </Alert>
      )}
      {model.status === 'success' && (
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          <DownloadModelButton />
          {stats && (
            <Typography variant="body2" color="text.secondary">
              {translate(`${KEYS}.build.stats`, {
                sentences: stats.sentences,
                vocabulary: stats.vocabulary,
                ngrams: stats.ngram_counts.join(' / '),
              })}
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
};
