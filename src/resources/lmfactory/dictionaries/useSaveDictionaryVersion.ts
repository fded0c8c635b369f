import { useCallback } from 'react';
import { useCreate, useRecordContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useDeclaration, useOpenRecord } from '../../../shared/resourceViews';
import { submissionErrorsOf } from '../../../shared/http';
import { useLmNotify } from '../common/useLmNotify';
import type { Dictionary } from './dictionaryRequests';

const KEYS = 'resources.lmfactory/dictionaries.notifications';

/**
 * Saves the edited version as a new version of the dictionary (spec §4: saving always creates a
 * version): `POST dictionaries` with the record's label and language and the edited content and
 * description; "New version of dictionary created" and the new version's page, or "Failed to
 * post new dictionary" with the server's field errors on the form (what was typed is kept).
 */
export const useSaveDictionaryVersion = () => {
  const resource = useDeclaration();
  const record = useRecordContext<Dictionary>();
  const [create] = useCreate();
  const openRecord = useOpenRecord();
  const { success, failure } = useLmNotify();
  return useCallback(
    async (values: FieldValues) => {
      const data = {
        content: values.content,
        description: values.description,
        label: record?.label,
        lang: record?.lang,
      };
      try {
        const created = await create(resource.name, { data }, { returnPromise: true });
        success(`${KEYS}.newVersion`, created);
        openRecord(created.id);
      } catch (error) {
        failure(`${KEYS}.newVersionFailed`, error);
        return submissionErrorsOf(error);
      }
    },
    [create, failure, openRecord, record, resource, success],
  );
};
