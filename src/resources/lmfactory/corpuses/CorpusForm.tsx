import { Alert } from '@mui/material';
import { SimpleForm, TextInput, required, useTranslate } from 'react-admin';
import { EditToolbar, ReadOnlyFields } from '../../../shared/resourceViews';
import { FormDraft } from '../../../shared/drafts';
import { CallSentencesForCorpus } from './CallSentencesForCorpus';
import { SentenceReview } from './SentenceReview';
import { useSaveCorpusCopy } from './useSaveCorpusCopy';

export const CorpusForm = () => {
  const translate = useTranslate();
  const save = useSaveCorpusCopy();
  return (
    <SimpleForm onSubmit={save} toolbar={<EditToolbar canSave />}>
      <FormDraft />
      <ReadOnlyFields />
      <TextInput source="label" validate={required()} fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth />
      <Alert severity="info" sx={{ width: '100%', boxSizing: 'border-box' }}>
        {translate('resources.lmfactory/corpuses.sentences.saveHint')}
      </Alert>
      <SentenceReview />
      <CallSentencesForCorpus />
    </SimpleForm>
  );
};
