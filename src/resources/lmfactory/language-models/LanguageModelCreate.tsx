import { useMemo } from 'react';
import { Create, SimpleForm, TextInput, required } from 'react-admin';
import {
  LanguageInput,
  useCreateMutationOptions,
  useLanguageQuery,
} from '../../../shared/resourceViews';
import { FormDraft } from '../../../shared/drafts';
import { ModelSourcesInput } from './ModelSourcesInput';

/**
 * New language model (lazy-loaded): label, description, language and the corpuses and
 * dictionaries to build from; `POST language_models` with exactly corpuses, description,
 * dictionaries, label, lang; "Language model is now being processed." and the model's page,
 * where its build can be followed. "Send language model failed" keeps what was typed.
 */
const LanguageModelCreate = () => {
  const [language] = useLanguageQuery();
  const mutationOptions = useCreateMutationOptions();
  const defaultValues = useMemo(
    () => ({ lang: language, corpuses: [], dictionaries: [] }),
    [language],
  );
  return (
    <Create mutationOptions={mutationOptions}>
      <SimpleForm defaultValues={defaultValues}>
        <FormDraft />
        <TextInput source="label" validate={required()} fullWidth />
        <TextInput source="description" multiline minRows={2} fullWidth />
        <LanguageInput source="lang" validate={required()} />
        <ModelSourcesInput />
      </SimpleForm>
    </Create>
  );
};

export default LanguageModelCreate;
