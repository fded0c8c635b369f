import { useCallback } from 'react';
import { useCreate, useRecordContext, useUpdate, type RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import {
  useCreated,
  useDeclaration,
  useNotifyFailure,
  useNotifySuccess,
} from '../../../shared/resourceViews';
import { submissionErrorsOf } from '../../../shared/http';
import { useHandleError } from '../../../shared/notifications';
import { useBuilder } from './BuilderContext';
import { draftsInTree } from './builderReducer';
import { toTagQuery } from './queryTree';
import { CLUES } from './useClueCatalogue';

const CLUE_MESSAGES = `resources.${CLUES}.notifications`;

/**
 * Saves the tag and the clues created or edited in place, in that order: each new clue by
 * `POST /clues` (its temporary id replaced by the real one in the tree), each edited clue by
 * `PATCH /clues/{id}`, then `POST /tags` (and its page) or `PATCH /tags/{id}` with the tree of
 * ids. A clue that fails stops the save ("Failed to create new clue" / "Failed to update clue")
 * and is reopened with the service's errors; clues already saved stay saved (a retry does not
 * create them twice). Everything typed is kept on any failure.
 */
export const useSaveTag = () => {
  const resource = useDeclaration();
  const record = useRecordContext();
  const { state, dispatch } = useBuilder();
  const [create] = useCreate();
  const [update] = useUpdate();
  const created = useCreated();
  const handleError = useHandleError();
  const notifySuccess = useNotifySuccess();
  const notifyFailure = useNotifyFailure();

  return useCallback(
    async (values: FieldValues) => {
      const isNew = record?.id === undefined;
      const lang = isNew ? values.lang : record.lang;
      const savedIds = new Map<number, number>();
      for (const draft of draftsInTree(state)) {
        const isNewClue = draft.id < 0;
        try {
          const saved: RaRecord = isNewClue
            ? await create(CLUES, { data: { ...draft, lang } }, { returnPromise: true })
            : await update(
                CLUES,
                { id: draft.id, data: draft, previousData: { ...draft, lang } },
                { mutationMode: 'pessimistic', returnPromise: true },
              );
          const savedId = Number(saved?.id ?? draft.id);
          savedIds.set(draft.id, savedId);
          dispatch({ type: 'clueSaved', clueId: draft.id, savedId });
        } catch (error) {
          handleError(error, `${CLUE_MESSAGES}.${isNewClue ? 'createFailed' : 'updateFailed'}`);
          dispatch({
            type: 'clueFailed',
            clueId: draft.id,
            errors: submissionErrorsOf(error) ?? {},
          });
          return undefined;
        }
      }
      const data = {
        ...values,
        lang,
        query: toTagQuery(state.root, (id) => savedIds.get(id) ?? id),
      };
      try {
        if (isNew) {
          const saved: RaRecord = await create(resource.name, { data }, { returnPromise: true });
          dispatch({ type: 'tagSaved' });
          created(saved);
        } else {
          const updated: RaRecord = await update(
            resource.name,
            { id: record.id, data, previousData: record },
            { mutationMode: 'pessimistic', returnPromise: true },
          );
          dispatch({ type: 'tagSaved' });
          notifySuccess('updated', 'ra.notification.updated', { ...data, ...updated });
        }
      } catch (error) {
        notifyFailure(isNew ? 'createFailed' : 'updateFailed', error);
        return submissionErrorsOf(error);
      }
      return undefined;
    },
    [
      create,
      created,
      update,
      dispatch,
      handleError,
      notifySuccess,
      notifyFailure,
      record,
      resource,
      state,
    ],
  );
};
