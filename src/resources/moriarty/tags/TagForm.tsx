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
import { FormDraft, readDraft, useDraftKey } from '../../../shared/drafts';
import { LanguageInput, ReadOnlyFields } from '../../../shared/resourceViews';
import { DescriptionInputs } from '../DescriptionInputs';
import { EditorLayout } from '../EditorLayout';
import { PreviewPanel } from '../preview/PreviewPanel';
import { BuilderContext } from './BuilderContext';
import { builderReducer, initBuilder } from './builderReducer';
import { CLUE_DRAFTS, QueryBuilder } from './QueryBuilder';
import { useSaveTag } from './useSaveTag';
import { useTagPreview } from './useTagPreview';
import { useReadOnlyRecord } from '../../../shared/resourceViews';

const validateRequired = [required()];
/** The clues edited in place live in the builder's state, which a draft does not restore. */
const KEPT_BY_BUILDER = [CLUE_DRAFTS];

const TagFields = ({ isNew }: { isNew: boolean }) => {
  const record = useRecordContext();
  const readOnly = useReadOnlyRecord();
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
      <FormDraft omit={KEPT_BY_BUILDER} />
      <Toolbar sx={{ px: '0 !important', bgcolor: 'transparent' }}>
        {!readOnly && <SaveButton />}
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
 * and the live preview. Keyed by the record so a reopened tag starts from its saved tree — or
 * from the tree of a draft kept across a forced sign-in (the other fields: `FormDraft`).
 */
export const TagForm = ({ isNew, defaultValues }: TagFormProps) => {
  const record = useRecordContext();
  const draftKey = useDraftKey();
  const [state, dispatch] = useReducer(
    builderReducer,
    { query: readDraft(draftKey)?.query ?? record?.query ?? defaultValues?.query, isNew },
    initBuilder,
  );
  const builder = useMemo(() => ({ state, dispatch }), [state]);
  return (
    <BuilderContext.Provider value={builder}>
      <SavingForm isNew={isNew} defaultValues={defaultValues} />
    </BuilderContext.Provider>
  );
};
