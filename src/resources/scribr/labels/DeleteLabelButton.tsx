import { DeleteWithConfirmButton, useRecordContext, useRedirect } from 'react-admin';
import {
  listPath,
  useDeclaration,
  useNotifyFailure,
  useNotifySuccess,
} from '../../../shared/resourceViews';
import type { LabelRecord } from './labelRecord';

const KEYS = 'resources.scribr/classification-labels.delete';

/**
 * Deletes the label and its annotations, after a confirmation saying how many calls lose theirs;
 * then back to the list.
 */
export const DeleteLabelButton = () => {
  const resource = useDeclaration();
  const record = useRecordContext<LabelRecord>();
  const redirect = useRedirect();
  const notifySuccess = useNotifySuccess();
  const notifyFailure = useNotifyFailure();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      record={record}
      confirmTitle={`${KEYS}.title`}
      confirmContent={`${KEYS}.content`}
      titleTranslateOptions={{ name: record.name }}
      contentTranslateOptions={{ count: record.annotated_calls }}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notifySuccess('archived', 'ra.notification.deleted', record);
          redirect(listPath(resource));
        },
        onError: (error: unknown) => notifyFailure('archiveFailed', error, record),
      }}
    />
  );
};
