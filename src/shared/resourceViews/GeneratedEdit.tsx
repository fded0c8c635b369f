import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanAccess, type RaRecord } from 'react-admin';
import { FormDraft } from '../drafts';
import { useDeclaration } from './DeclarationContext';
import { DeclaredSimpleForm } from './DeclaredSimpleForm';
import { EditToolbar } from './EditToolbar';
import { FieldInput } from './FieldInput';
import { inEditForm, toSubmitted } from './formValues';
import { LabeledValue } from './LabeledValue';
import { ReadOnlyFields } from './ReadOnlyFields';
import { RecordEdit } from './RecordEdit';
import { canUpdate } from './resourceCapabilities';
import { useNotifyFailure, useNotifySuccess } from './useResourceNotify';

/**
 * The edit/detail page generated from the declared fields: the `edit: 'readOnly'` fields in a
 * row at the top, then the inputs (every field shown as a value when the service cannot
 * update, or the user may not change it). Saving is pessimistic, so a failed save keeps what was typed (also across a forced
 * sign-in: FormDraft); archive asks for confirmation.
 * `children` (optional) go in the form after the declared inputs, e.g. a live preview; `title`
 * (an i18n key) replaces react-admin's record title; `after` goes below the form, shown to
 * viewers too (a client's related records); `side` goes beside the form (below it on a narrow
 * screen), shown to viewers too (a package's tags, clients and detections).
 */
export const GeneratedEdit = ({
  children,
  title,
  after,
  side,
}: { children?: ReactNode; title?: string; after?: ReactNode; side?: ReactNode } = {}) => {
  const resource = useDeclaration();
  const notifySuccess = useNotifySuccess();
  const notifyFailure = useNotifyFailure();
  // A viewer opening a record page (viewersOpenRecords) sees the values, not inputs.
  const { canAccess: mayEdit } = useCanAccess({ resource: resource.name, action: 'edit' });
  const canSave = canUpdate(resource) && mayEdit === true;
  const fields = resource.fields.filter(inEditForm);
  const form = (
    <DeclaredSimpleForm toolbar={<EditToolbar canSave={canSave} />}>
      {canSave ? (
        <>
          <FormDraft />
          <ReadOnlyFields />
          {fields
            .filter((field) => field.edit !== 'readOnly')
            .map((field) => (
              <FieldInput key={field.source} field={field} />
            ))}
          {children}
        </>
      ) : (
        fields.map((field) => <LabeledValue key={field.source} field={field} />)
      )}
    </DeclaredSimpleForm>
  );
  return (
    <RecordEdit
      title={title}
      transform={(values: RaRecord) => toSubmitted(resource.fields, values)}
      mutationOptions={{
        // No id: the save was answered by a sign-out (401), not saved.
        onSuccess: (record: RaRecord) =>
          record?.id !== undefined && notifySuccess('updated', 'ra.notification.updated', record),
        onError: (error: unknown) => notifyFailure('updateFailed', error),
      }}
    >
      {side ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box sx={{ flex: '3 1 340px', minWidth: 0 }}>{form}</Box>
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>{side}</Box>
        </Box>
      ) : (
        form
      )}
      {after}
    </RecordEdit>
  );
};
