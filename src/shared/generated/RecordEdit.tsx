import { useMemo, useRef } from 'react';
import { Edit, Loading, useRedirect, type EditProps, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useNotifyFailure } from './useResourceNotify';
import { useDeclaration } from './DeclarationContext';
import { listPath } from './resourceCapabilities';

/**
 * `<Edit>` of a declared resource's record page: a loading state, pessimistic saves (a failed
 * save keeps what was typed), and the resource's `getFailed` message (e.g. "Failed to retrieve corpus") when the
 * record cannot be read — then back to the list, unless this record was already shown (a failed
 * re-read, on window focus or while following a build, keeps the page and what was typed).
 */
export const RecordEdit = ({ queryOptions, ...props }: EditProps) => {
  const resource = useDeclaration();
  const redirect = useRedirect();
  const notifyFailure = useNotifyFailure();
  const { id } = useParams();
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
      {...props}
      queryOptions={{ ...queryOptions, ...recordQueryOptions }}
    />
  );
};
