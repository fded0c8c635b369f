import { useCallback } from 'react';
import { useCreate, useRecordContext, useRedirect, type HttpError } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import {
  recordPath,
  useDeclaration,
  useNotifyFailure,
  useNotifySuccess,
} from '../../../shared/generated';
import { ADDED_SENTENCES, REMOVED_SENTENCES, savedSentences } from './keptSentences';

/**
 * Saves the edited corpus as a new corpus (the contract has no PUT, see corpuses.resource.tsx):
 * POST with the kept sentences and those added from calls, "Corpus saved successfully." and the new corpus' page; on failure
 * "Fail to post corpus", the server's field errors on the form and everything typed kept.
 */
export const useSaveCorpusCopy = () => {
  const resource = useDeclaration();
  const record = useRecordContext();
  const [create] = useCreate();
  const redirect = useRedirect();
  const notifySuccess = useNotifySuccess();
  const notifyFailure = useNotifyFailure();

  return useCallback(
    async (values: FieldValues) => {
      const data = {
        label: values.label,
        description: values.description,
        lang: record?.lang,
        sentences: savedSentences(
          record?.sentences ?? [],
          values[REMOVED_SENTENCES] ?? [],
          values[ADDED_SENTENCES] ?? [],
        ),
      };
      try {
        const created = await create(resource.name, { data }, { returnPromise: true });
        notifySuccess('created', 'ra.notification.created', created);
        redirect(recordPath(resource, created.id) ?? `/${resource.name}`);
      } catch (error) {
        notifyFailure('createFailed', error);
        return (error as HttpError)?.body?.errors;
      }
    },
    [create, notifySuccess, notifyFailure, record, redirect, resource],
  );
};
