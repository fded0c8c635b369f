import { useMemo, useRef } from 'react';
import { Edit, Loading, useRedirect, type EditProps, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useSession } from '../session';
import { useNotifyFailure } from './useResourceNotify';
import { useDeclaration } from './DeclarationContext';
import { RecordHistory } from './history/RecordHistory';
import { PlatformRecordGuard } from './PlatformRecordGuard';
import { listPath, serviceRecordPath } from './resourceCapabilities';

/**
 * `<Edit>` of a declared resource's record page: a loading state, pessimistic saves (a failed
 * save keeps what was typed), and the resource's `getFailed` message (e.g. "Failed to retrieve corpus") when the
 * record cannot be read — then back to the list, unless this record was already shown (a failed
 * re-read, on window focus or while following a build, keeps the page and what was typed).
 * Administrators also see the record's history beside it; a platform record is read-only to
 * clients (PlatformRecordGuard).
 */
export const RecordEdit = ({ queryOptions, children, ...props }: EditProps) => {
  const resource = useDeclaration();
  const redirect = useRedirect();
  const notifyFailure = useNotifyFailure();
  const { id } = useParams();
  const isAdmin = useSession((session) => session.isAdmin);
  // Administrators see who changed the record, from the service's audit trail.
  const historyPath = isAdmin && id !== undefined ? serviceRecordPath(resource, id) : undefined;
  const shownId = useRef<string | undefined>(undefined);
  const recordQueryOptions = useMemo(
    () => ({
      onSuccess: (record: RaRecord) => {
        shownId.current = String(record.id);
      },
      onError: (error: unknown) => {
        notifyFailure('getFailed', error);
        if (shownId.current !== id) redirect(listPath(resource));
      },
    }),
    [id, notifyFailure, redirect, resource],
  );
  return (
    <Edit
      mutationMode="pessimistic"
      loading={<Loading />}
      aside={
        historyPath ? (
          <RecordHistory service={resource.data.service} path={historyPath} />
        ) : undefined
      }
      // Viewers may open a record page (viewersOpenRecords; the route guard decides who): react-admin
      // would otherwise ask for 'edit' access and send them to Access denied.
      disableAuthentication={resource.viewersOpenRecords === true}
      {...props}
      queryOptions={{ ...queryOptions, ...recordQueryOptions }}
    >
      <PlatformRecordGuard>{children}</PlatformRecordGuard>
    </Edit>
  );
};
