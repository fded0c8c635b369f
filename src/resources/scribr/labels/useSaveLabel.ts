import { useCallback } from 'react';
import { useCreate, useRecordContext, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import {
  useCreated,
  useDeclaration,
  useNotifyFailure,
  useNotifySuccess,
} from '../../../shared/resourceViews';
import { submissionErrorsOf } from '../../../shared/http';
import type { LabelRecord } from './labelRecord';

/** What the service takes: the label's own fields (its language only on create). */
export const labelBody = (values: FieldValues, isNew: boolean) => ({
  name: values.name,
  description: typeof values.description === 'string' ? values.description : '',
  colour: values.colour,
  ...(isNew && { lang: values.lang }),
  tag_id: typeof values.tag_id === 'number' ? values.tag_id : null,
});

/**
 * Saves the label form: `POST classification-labels` (then the new label's page) or
 * `PUT classification-labels/{id}`. A refusal keeps what was typed and shows the service's
 * messages at their fields (`{ message, errors }`).
 */
export const useSaveLabel = () => {
  const resource = useDeclaration();
  const record = useRecordContext<LabelRecord>();
  const [create] = useCreate();
  const [update] = useUpdate();
  const created = useCreated();
  const notifySuccess = useNotifySuccess();
  const notifyFailure = useNotifyFailure();
  return useCallback(
    async (values: FieldValues) => {
      const isNew = record?.id === undefined;
      const data = labelBody(values, isNew);
      try {
        if (isNew) {
          created(await create(resource.name, { data }, { returnPromise: true }));
        } else {
          const saved: LabelRecord = await update(
            resource.name,
            { id: record.id, data, previousData: record },
            { mutationMode: 'pessimistic', returnPromise: true },
          );
          if (saved?.id !== undefined) notifySuccess('updated', 'ra.notification.updated', saved);
        }
      } catch (error) {
        notifyFailure(isNew ? 'createFailed' : 'updateFailed', error);
        return submissionErrorsOf(error);
      }
      return undefined;
    },
    [create, created, notifyFailure, notifySuccess, record, resource.name, update],
  );
};
