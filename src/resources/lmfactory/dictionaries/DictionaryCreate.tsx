import { useMemo } from 'react';
import { Create, SimpleForm, TextInput, required } from 'react-admin';
import { LanguageInput, useLanguageQuery } from '../../../shared/resourceViews';
import { FormDraft } from '../../../shared/drafts';
import { ContentInput } from './ContentInput';
import { SameLabelHint } from './SameLabelHint';
import { useCreateDictionary } from './useCreateDictionary';

/**
 * New dictionary (lazy-loaded): `POST dictionaries` with exactly content, description, label,
 * lang. A label already used in the language makes the service add a version to that
 * dictionary: the form warns about it before saving.
 */
const DictionaryCreate = () => {
  const [language] = useLanguageQuery();
  const save = useCreateDictionary();
  const defaultValues = useMemo(() => ({ lang: language }), [language]);
  return (
    <Create>
      <SimpleForm defaultValues={defaultValues} onSubmit={save}>
        <FormDraft />
        <TextInput source="label" validate={required()} fullWidth />
        <SameLabelHint />
        <TextInput source="description" multiline minRows={2} fullWidth />
        <LanguageInput source="lang" validate={required()} />
        <ContentInput />
      </SimpleForm>
    </Create>
  );
};

export default DictionaryCreate;
