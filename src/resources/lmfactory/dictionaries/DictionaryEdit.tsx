import { Card, Stack } from '@mui/material';
import { Edit, useRedirect } from 'react-admin';
import { listPath, useDeclaration, useNotifyFailure } from '../../../shared/generated';
import { DictionaryForm } from './DictionaryForm';
import { DictionaryVersions } from './DictionaryVersions';
import { WordPresence } from './WordPresence';

/**
 * Dictionary version page (lazy-loaded): version info, the version's content to save as a new
 * version, archive, every version of the dictionary, and the words' presence in recent calls.
 * "Failed to get dictionary" when the version cannot be read.
 */
const DictionaryEdit = () => {
  const resource = useDeclaration();
  const redirect = useRedirect();
  const notifyFailure = useNotifyFailure();
  return (
    <Edit
      component="div"
      mutationMode="pessimistic"
      queryOptions={{
        onError: (error: unknown) => {
          notifyFailure('getFailed', error);
          redirect(listPath(resource));
        },
      }}
    >
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
    </Edit>
  );
};

export default DictionaryEdit;
