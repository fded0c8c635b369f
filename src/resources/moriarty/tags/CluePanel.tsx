import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { clueChanges } from '../clues/clueRequests';
import { PreviewPanel } from '../preview/PreviewPanel';
import { cluePreviewRequest } from '../preview/previewRequests';
import { useLivePreview } from '../preview/useLivePreview';
import { querySyntaxErrorOf, syntaxErrorFromMessage } from '../query/syntaxError';
import type { ClueDraft } from './builderReducer';
import { useBuilder } from './BuilderContext';
import { ClueDraftFields } from './ClueDraftFields';
import { CLUES } from './useClueCatalogue';

const KEYS = 'moriarty.builder.panel';

/** A stored clue as the builder edits it: the fields a save sends. */
const draftOf = (record: RaRecord): ClueDraft => ({
  id: Number(record.id),
  ...clueChanges(record),
});

/**
 * A clue of the tree opened in place: its fields, edited as a draft kept by the builder (sent to
 * the tag preview at once, saved through the clue endpoints with the tag), and its own preview.
 */
export const CluePanel = ({ clueId, lang }: { clueId: number; lang?: string }) => {
  const translate = useTranslate();
  const { state, dispatch } = useBuilder();
  const stored = useGetOne(CLUES, { id: clueId }, { enabled: clueId > 0 });
  const draft = state.drafts[clueId];
  const clue = draft ?? (stored.data ? draftOf(stored.data) : undefined);
  const body = useMemo(
    () => (clue ? cluePreviewRequest({ ...clue, lang }) : undefined),
    [clue, lang],
  );
  const preview = useLivePreview('preview/clue', body);
  const failures = state.failures[clueId] ?? {};
  const previewError =
    clue && preview.settledFor?.query === clue.query
      ? querySyntaxErrorOf(preview.error)
      : undefined;
  const close = () => dispatch({ type: 'closeClue', clueId });

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography id="clue-panel-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate(clueId < 0 ? `${KEYS}.newTitle` : `${KEYS}.title`, {
            label: clue?.label ?? '',
          })}
        </Typography>
        <IconButton aria-label={translate(`${KEYS}.close`)} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Alert severity="info">{translate(`${KEYS}.savedWithTag`)}</Alert>
      {clue ? (
        <ClueDraftFields
          clue={clue}
          errors={failures}
          queryError={failures.query ? syntaxErrorFromMessage(failures.query) : previewError}
          onChange={(changes) => dispatch({ type: 'editClue', clueId, base: clue, changes })}
        />
      ) : stored.error ? (
        <Alert severity="error">
          {translate('resources.moriarty/clues.notifications.getFailed')}
        </Alert>
      ) : (
        <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
      )}
      <PreviewPanel preview={preview} idleHint="moriarty.preview.idleClue" />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
        {clueId > 0 ? (
          <Button
            component={Link}
            to={`/moriarty/clues/${clueId}`}
            target="_blank"
            startIcon={<OpenInNewIcon />}
          >
            {translate(`${KEYS}.openPage`)}
          </Button>
        ) : (
          <span />
        )}
        <Button variant="contained" onClick={close}>
          {translate(`${KEYS}.done`)}
        </Button>
      </Box>
    </Stack>
  );
};
