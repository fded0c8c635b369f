import { Card, Stack } from '@mui/material';
import type { Query } from '@tanstack/react-query';
import { TopToolbar } from 'react-admin';
import { ArchiveButton, RecordEdit } from '../../../shared/resourceViews';
import { BuildPanel } from './BuildPanel';
import { isBuilding, type LanguageModel } from './languageModelRequests';
import { ModelSettings } from './ModelSettings';
import { ModelSources } from './ModelSources';

/**
 * How often a model is re-read while queued or running. Under 2 s on purpose: the local
 * platform holds each phase at least 2 s, and every phase must be seen at least once.
 */
export const BUILD_POLL_MS = 1500;

const pollWhileBuilding = (query: Query<LanguageModel>) =>
  isBuilding(query.state.data?.status) ? BUILD_POLL_MS : false;

const ModelActions = () => (
  <TopToolbar>
    <ArchiveButton />
  </TopToolbar>
);

/**
 * Language model page (lazy-loaded): its build (status re-read until it ends), its sources, and
 * its settings (description, configuration). "Failed to retrieve language model" when it
 * cannot be read (back to the list if it never could).
 */
const LanguageModelEdit = () => (
  <RecordEdit
    component="div"
    actions={<ModelActions />}
    queryOptions={{ refetchInterval: pollWhileBuilding }}
  >
    <Stack spacing={2}>
      <Card>
        <BuildPanel />
      </Card>
      <Card>
        <ModelSettings />
      </Card>
      <Card>
        <ModelSources />
      </Card>
    </Stack>
  </RecordEdit>
);

export default LanguageModelEdit;
