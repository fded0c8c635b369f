import { useCallback, useMemo } from 'react';
import type { RaRecord } from 'react-admin';
import { useOpenRecord } from './useOpenRecord';
import { useNotifyFailure, useNotifySuccess } from './useResourceNotify';

/**
 * After a successful create (spec §4): the resource's `created` notification (e.g.
 * "\"{label}\" successfully created") and the new record's page.
 */
export const useCreated = () => {
  const notifySuccess = useNotifySuccess();
  const openRecord = useOpenRecord();
  return useCallback(
    (record: RaRecord) => {
      // No id: react-admin answers a save met by a sign-out (401) with an empty record.
      if (record?.id === undefined) return;
      notifySuccess('created', 'ra.notification.created', record);
      openRecord(record.id);
    },
    [notifySuccess, openRecord],
  );
};

/** `mutationOptions` of a `<Create>`: `useCreated` on success, `createFailed` on failure. */
export const useCreateMutationOptions = () => {
  const created = useCreated();
  const notifyFailure = useNotifyFailure();
  return useMemo(
    () => ({
      onSuccess: created,
      onError: (error: unknown) => notifyFailure('createFailed', error),
    }),
    [created, notifyFailure],
  );
};
