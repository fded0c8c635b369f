import { useCallback } from 'react';
import { useCreate, useRecordContext, useRedirect, type HttpError } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { listPath, recordPath, useDeclaration } from '../../../shared/generated';
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
  const redirect = useRedirect();
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
        redirect(recordPath(resource, created.id) ?? listPath(resource));
      } catch (error) {
        failure(`${KEYS}.newVersionFailed`, error);
        return (error as HttpError)?.body?.errors;
      }
    },
    [create, failure, record, redirect, resource, success],
  );
};
