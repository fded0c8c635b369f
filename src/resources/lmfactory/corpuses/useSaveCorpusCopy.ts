import { useCallback } from 'react';
import { useCreate, useRecordContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useCreated, useDeclaration, useNotifyFailure } from '../../../shared/resourceViews';
import { submissionErrorsOf } from '../../../shared/http';
import { ADDED_SENTENCES, REMOVED_SENTENCES, savedSentences } from './keptSentences';

/**
 * Saves the edited corpus as a new corpus (the contract has no PUT, see corpuses.resource.tsx):
 * POST with the kept sentences and those added from calls, "Corpus saved successfully." and the
 * new corpus' page; on failure "Fail to post corpus", the server's field errors on the form and
 * everything typed kept.
 */
export const useSaveCorpusCopy = () => {
  const resource = useDeclaration();
  const record = useRecordContext();
  const [create] = useCreate();
  const created = useCreated();
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
        created(await create(resource.name, { data }, { returnPromise: true }));
      } catch (error) {
        notifyFailure('createFailed', error);
        return submissionErrorsOf(error);
      }
    },
    [create, created, notifyFailure, record, resource],
  );
};
