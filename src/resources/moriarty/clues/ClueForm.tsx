import { Alert } from '@mui/material';
import { useEffect } from 'react';
import { required, SaveButton, SimpleForm, TextInput, Toolbar, useTranslate } from 'react-admin';
import { LanguageInput, ReadOnlyFields } from '../../../shared/resourceViews';
import { FormDraft } from '../../../shared/drafts';
import { DescriptionInputs } from '../DescriptionInputs';
import { EditorLayout } from '../EditorLayout';
import { PreviewPanel } from '../preview/PreviewPanel';
import type { QuerySyntaxError } from '../query/syntaxError';
import { ClueQueryInput } from './ClueQueryInput';
import { ClueTags } from './ClueTags';
import { SpeakersInput } from './SpeakersInput';
import { useCluePreview } from './useCluePreview';
import { useSaveClue } from './useSaveClue';
import { useReadOnlyRecord } from '../../../shared/resourceViews';

const validateRequired = [required()];

const ClueFields = ({
  isNew,
  onBlockedChange,
}: {
  isNew: boolean;
  onBlockedChange: (error: QuerySyntaxError | undefined) => void;
}) => {
  const translate = useTranslate();
  const { preview, syntaxError } = useCluePreview();
  const readOnly = useReadOnlyRecord();
  useEffect(() => onBlockedChange(syntaxError), [onBlockedChange, syntaxError]);
  return (
    <EditorLayout preview={<PreviewPanel preview={preview} idleHint="moriarty.preview.idleClue" />}>
      {!isNew && <ReadOnlyFields />}
      <TextInput source="label" validate={validateRequired} fullWidth />
      {isNew && <LanguageInput source="lang" validate={validateRequired} />}
      <ClueQueryInput previewError={syntaxError} />
      <SpeakersInput />
      <DescriptionInputs />
      {!isNew && <ClueTags />}
      <Toolbar sx={{ gap: 2, px: '0 !important', bgcolor: 'transparent' }}>
        {!readOnly && <SaveButton disabled={!!syntaxError} />}
        {syntaxError && (
          <Alert severity="warning" sx={{ py: 0 }}>
            {translate('moriarty.query.fixToSave')}
          </Alert>
        )}
      </Toolbar>
    </EditorLayout>
  );
};

/** The clue editor (create and edit): fields of spec §3, query with syntax errors at the field,
 * speakers as one choice, the tags using it, and the live preview. */
export const ClueForm = ({
  isNew,
  defaultValues,
}: {
  isNew: boolean;
  defaultValues?: Record<string, unknown>;
}) => {
  const { save, setBlockedBy } = useSaveClue();
  return (
    <SimpleForm onSubmit={save} defaultValues={defaultValues} toolbar={false}>
      <FormDraft />
      <ClueFields isNew={isNew} onBlockedChange={setBlockedBy} />
    </SimpleForm>
  );
};
