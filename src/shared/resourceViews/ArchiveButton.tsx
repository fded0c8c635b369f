import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  DeleteWithConfirmButton,
  useCanAccess,
  useGetResourceLabel,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { useDeclaration } from './DeclarationContext';
import { canArchive, listPath } from './resourceCapabilities';
import { useNotifyFailure, useNotifySuccess } from './useResourceNotify';

/**
 * Archives the record (the declared delete) after a confirmation worded "archive" (or "delete",
 * as the declaration says); then
 * notifies `archived` (e.g. "Corpus archived") and goes back to the list, or `archiveFailed`.
 */
export const ArchiveButton = () => {
  const resource = useDeclaration();
  const record = useRecordContext();
  const redirect = useRedirect();
  const notifySuccess = useNotifySuccess();
  const notifyFailure = useNotifyFailure();
  const name = useGetResourceLabel()(resource.name, 1).toLocaleLowerCase();
  const { canAccess } = useCanAccess({ resource: resource.name, action: 'delete' });
  if (!record || !canArchive(resource) || !canAccess) return null;
  const wording = resource.deletion ?? 'archive';
  return (
    <DeleteWithConfirmButton
      record={record}
      label={`console.${wording}.action`}
      icon={wording === 'archive' ? <ArchiveIcon /> : <DeleteIcon />}
      confirmTitle={`console.${wording}.confirmTitle`}
      confirmContent={`console.${wording}.confirmContent`}
      translateOptions={{ name }}
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
