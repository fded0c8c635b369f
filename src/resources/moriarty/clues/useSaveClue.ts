import { useCallback, useRef } from 'react';
import { useCreate, useRecordContext, useUpdate, type RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import {
  useCreated,
  useDeclaration,
  useNotifyFailure,
  useNotifySuccess,
} from '../../../shared/resourceViews';
import { submissionErrorsOf } from '../../../shared/http';
import type { QuerySyntaxError } from '../query/syntaxError';

/**
 * Saves the clue of the form: `POST /clues` then its page (spec §4), or `PATCH /clues/{id}`;
 * `"{label}" successfully created / updated`, or "Failed to create new clue" / "Failed to update
 * clue" with the service's field errors on the form (a syntax error lands on the query). While the
 * live preview reports a syntax error for the query being saved, it refuses without a request.
 */
export const useSaveClue = () => {
  const resource = useDeclaration();
  const record = useRecordContext();
  const [create] = useCreate();
  const [update] = useUpdate();
  const created = useCreated();
  const notifySuccess = useNotifySuccess();
  const notifyFailure = useNotifyFailure();
  const blockedBy = useRef<QuerySyntaxError | undefined>(undefined);

  const save = useCallback(
    async (values: FieldValues) => {
      if (blockedBy.current) return { query: blockedBy.current.message };
      const isNew = record?.id === undefined;
      try {
        if (isNew) {
          created(await create(resource.name, { data: values }, { returnPromise: true }));
        } else {
          const updated: RaRecord = await update(
            resource.name,
            { id: record.id, data: values, previousData: record },
            { mutationMode: 'pessimistic', returnPromise: true },
          );
          notifySuccess('updated', 'ra.notification.updated', { ...values, ...updated });
        }
      } catch (error) {
        notifyFailure(isNew ? 'createFailed' : 'updateFailed', error);
        return submissionErrorsOf(error);
      }
      return undefined;
    },
    [create, created, update, notifySuccess, notifyFailure, record, resource],
  );
  /** What the live preview says about the query: a syntax error blocks saving. */
  const setBlockedBy = useCallback((error: QuerySyntaxError | undefined) => {
    blockedBy.current = error;
  }, []);
  return { save, setBlockedBy };
};
