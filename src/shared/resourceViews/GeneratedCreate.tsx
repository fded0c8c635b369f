import { useMemo, type ReactNode } from 'react';
import { Create, type RaRecord } from 'react-admin';
import { FormDraft } from '../drafts';
import { useDeclaration } from './DeclarationContext';
import { DeclaredSimpleForm } from './DeclaredSimpleForm';
import { FieldInput } from './FieldInput';
import { createDefaults, inCreateForm, toSubmitted } from './formValues';
import { useCreatedSecrets } from './useCreatedSecrets';
import { useSetting } from '../settings';
import { useLanguageQuery } from './useLanguageQuery';

/**
 * The create form generated from the declared fields. On success: `created` notification and the
 * new record's page (spec §4); on failure: `createFailed`, and the form keeps what was typed (also
 * across a forced sign-in: FormDraft). A declared secret in the answer is shown once first.
 * `children` (optional) go in the form after the declared inputs, e.g. a helper filling a field;
 * `title` (an i18n key) replaces react-admin's "Create <name>".
 */
export const GeneratedCreate = ({
  children,
  title,
}: { children?: ReactNode; title?: string } = {}) => {
  const resource = useDeclaration();
  const [queryLanguage] = useLanguageQuery();
  // Outside language-filtered sections, a language field starts at the user's data language.
  const [settingLanguage] = useSetting('language');
  const language = queryLanguage ?? settingLanguage;
  const { mutationOptions, dialog } = useCreatedSecrets(resource);
  const defaultValues = useMemo(
    () => createDefaults(resource.fields, language),
    [resource.fields, language],
  );
  return (
    <Create
      title={title}
      transform={(values: Partial<RaRecord>) => toSubmitted(resource.fields, values)}
      mutationOptions={mutationOptions}
    >
      <DeclaredSimpleForm defaultValues={defaultValues}>
        <FormDraft />
        {resource.fields.filter(inCreateForm).map((field) => (
          <FieldInput key={field.source} field={field} />
        ))}
        {children}
      </DeclaredSimpleForm>
      {dialog}
    </Create>
  );
};
