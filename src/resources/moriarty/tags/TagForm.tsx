import { useMemo, useReducer } from 'react';
import {
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LanguageInput, ReadOnlyFields } from '../../../shared/generated';
import { DescriptionInputs } from '../DescriptionInputs';
import { EditorLayout } from '../EditorLayout';
import { PreviewPanel } from '../preview/PreviewPanel';
import { BuilderContext } from './BuilderContext';
import { builderReducer, initBuilder } from './builderReducer';
import { CLUE_DRAFTS, QueryBuilder } from './QueryBuilder';
import { useSaveTag } from './useSaveTag';
import { useTagPreview } from './useTagPreview';

const validateRequired = [required()];

const TagFields = ({ isNew }: { isNew: boolean }) => {
  const record = useRecordContext();
  const [formLang, concatenationDelay] = useWatch({ name: ['lang', 'concatenation_delay'] });
  const lang: string | undefined = isNew ? formLang : record?.lang;
  const preview = useTagPreview(lang, concatenationDelay);
  return (
    <EditorLayout preview={<PreviewPanel preview={preview} idleHint="moriarty.preview.idleTag" />}>
      {!isNew && <ReadOnlyFields />}
      <TextInput source="label" validate={validateRequired} fullWidth />
      {isNew && <LanguageInput source="lang" validate={validateRequired} />}
      <QueryBuilder lang={lang} />
      <DescriptionInputs />
      <Toolbar sx={{ px: '0 !important', bgcolor: 'transparent' }}>
        <SaveButton />
      </Toolbar>
    </EditorLayout>
  );
};

const SavingForm = ({ isNew, defaultValues }: TagFormProps) => {
  const save = useSaveTag();
  const values = useMemo(() => ({ ...defaultValues, [CLUE_DRAFTS]: [] }), [defaultValues]);
  return (
    <SimpleForm onSubmit={save} defaultValues={values} toolbar={false}>
      <TagFields isNew={isNew} />
    </SimpleForm>
  );
};

interface TagFormProps {
  isNew: boolean;
  defaultValues?: Record<string, unknown>;
}

/**
 * The tag editor (create and edit): fields of spec §3, the visual query builder over clues with
 * its state in a reducer (spec §4: new tag, clues newly added, clues opened), the clue panel,
 * and the live preview. Keyed by the record so a reopened tag starts from its saved tree.
 */
export const TagForm = ({ isNew, defaultValues }: TagFormProps) => {
  const record = useRecordContext();
  const [state, dispatch] = useReducer(
    builderReducer,
    { query: record?.query ?? defaultValues?.query, isNew },
    initBuilder,
  );
  const builder = useMemo(() => ({ state, dispatch }), [state]);
  return (
    <BuilderContext.Provider value={builder}>
      <SavingForm isNew={isNew} defaultValues={defaultValues} />
    </BuilderContext.Provider>
  );
};
