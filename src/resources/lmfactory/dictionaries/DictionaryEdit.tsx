import { Card, Stack } from '@mui/material';
import { RecordEdit } from '../../../shared/resourceViews';
import { DictionaryForm } from './DictionaryForm';
import { DictionaryVersions } from './DictionaryVersions';
import { WordPresence } from './WordPresence';

/**
 * Dictionary version page (lazy-loaded): version info, the version's content to save as a new
 * version, archive, every version of the dictionary, and the words' presence in recent calls.
 * "Failed to get dictionary" when the version cannot be read.
 */
const DictionaryEdit = () => (
  <RecordEdit component="div">
    <Stack spacing={2}>
      <Card>
        <DictionaryForm />
      </Card>
      <Card>
        <DictionaryVersions />
      </Card>
      <Card>
        <WordPresence />
      </Card>
    </Stack>
  </RecordEdit>
);

export default DictionaryEdit;
