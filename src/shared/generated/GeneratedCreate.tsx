import { useMemo, type ReactNode } from 'react';
import { Create, SimpleForm, useRedirect, type RaRecord } from 'react-admin';
import { useDeclaration } from './DeclarationContext';
import { FieldInput } from './FieldInput';
import { createDefaults, inCreateForm, toSubmitted } from './formValues';
import { listPath, recordPath } from './resourceCapabilities';
import { useLanguageQuery } from './useLanguageQuery';
import { useNotifyFailure, useNotifySuccess } from './useResourceNotify';

/**
 * The create form generated from the declared fields. On success: `created` notification and the
 * new record's page (spec §4); on failure: `createFailed`, and the form keeps what was typed.
 * `children` (optional) go in the form after the declared inputs, e.g. a helper filling a field.
 */
export const GeneratedCreate = ({ children }: { children?: ReactNode } = {}) => {
  const resource = useDeclaration();
  const [language] = useLanguageQuery();
  const redirect = useRedirect();
  const notifySuccess = useNotifySuccess();
  const notifyFailure = useNotifyFailure();
  const defaultValues = useMemo(
    () => createDefaults(resource.fields, language),
    [resource.fields, language],
  );
  return (
    <Create
      transform={(values: Partial<RaRecord>) => toSubmitted(resource.fields, values)}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notifySuccess('created', 'ra.notification.created', record);
          redirect(recordPath(resource, record.id) ?? listPath(resource));
        },
        onError: (error: unknown) => notifyFailure('createFailed', error),
      }}
    >
      <SimpleForm defaultValues={defaultValues}>
        {resource.fields.filter(inCreateForm).map((field) => (
          <FieldInput key={field.source} field={field} />
        ))}
        {children}
      </SimpleForm>
    </Create>
  );
};
