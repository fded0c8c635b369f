import { Alert } from '@mui/material';
import {
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ArchiveButton, ReadOnlyFields } from '../../../shared/resourceViews';
import { FormDraft } from '../../../shared/drafts';
import { ContentInput } from './ContentInput';
import type { Dictionary } from './dictionaryRequests';
import { useSaveDictionaryVersion } from './useSaveDictionaryVersion';
import { VersionInfo } from './VersionInfo';

const KEYS = 'resources.lmfactory/dictionaries';

/** Shown by VersionInfo, above the other read-only fields. */
const VERSION_INFO = ['version', 'main'];

const DictionaryToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton label={`${KEYS}.action.saveVersion`} />
    <ArchiveButton />
  </Toolbar>
);

/** A version: its version info and details, and its description and content to save anew. */
export const DictionaryForm = () => {
  const translate = useTranslate();
  const record = useRecordContext<Dictionary>();
  const save = useSaveDictionaryVersion();
  return (
    <SimpleForm onSubmit={save} toolbar={<DictionaryToolbar />}>
      <FormDraft />
      <VersionInfo />
      <ReadOnlyFields exclude={VERSION_INFO} />
      <Alert severity="info" sx={{ width: '100%', boxSizing: 'border-box', mb: 2 }}>
        {translate(`${KEYS}.version.saveHint`, {
          next: (record?.version?.latest ?? 0) + 1,
          current: record?.version?.current,
        })}
      </Alert>
      <TextInput source="description" multiline minRows={2} fullWidth />
      <ContentInput />
    </SimpleForm>
  );
};
