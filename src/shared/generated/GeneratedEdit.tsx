import { Edit, Labeled, SimpleForm, useRedirect, type RaRecord } from 'react-admin';
import { useDeclaration } from './DeclarationContext';
import { EditToolbar } from './EditToolbar';
import { FieldInput } from './FieldInput';
import { FieldValue } from './FieldValue';
import { inEditForm, toSubmitted } from './formValues';
import { canUpdate, listPath } from './resourceCapabilities';
import { useNotifyFailure, useNotifySuccess } from './useResourceNotify';

/**
 * The edit/detail page generated from the declared fields: `edit: 'readOnly'` fields (and every
 * field when the service cannot update) shown as values. Saving is pessimistic, so a failed save
 * keeps what was typed; archive asks for confirmation.
 */
export const GeneratedEdit = () => {
  const resource = useDeclaration();
  const redirect = useRedirect();
  const notifySuccess = useNotifySuccess();
  const notifyFailure = useNotifyFailure();
  const canSave = canUpdate(resource);
  return (
    <Edit
      mutationMode="pessimistic"
      transform={(values: RaRecord) => toSubmitted(resource.fields, values)}
      queryOptions={{
        onError: (error: unknown) => {
          notifyFailure('getFailed', error);
          redirect(listPath(resource));
        },
      }}
      mutationOptions={{
        onSuccess: (record: RaRecord) =>
          notifySuccess('updated', 'ra.notification.updated', record),
        onError: (error: unknown) => notifyFailure('updateFailed', error),
      }}
    >
      <SimpleForm toolbar={<EditToolbar canSave={canSave} />}>
        {resource.fields.filter(inEditForm).map((field) =>
          field.edit === 'readOnly' || !canSave ? (
            <Labeled key={field.source} source={field.source}>
              <FieldValue field={field} variant="detail" />
            </Labeled>
          ) : (
            <FieldInput key={field.source} field={field} />
          ),
        )}
      </SimpleForm>
    </Edit>
  );
};
