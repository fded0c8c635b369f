import { useCallback } from 'react';
import { useCreate, useDataProvider, useRedirect, type HttpError } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import {
  listPath,
  recordPath,
  useDeclaration,
  useNotifyFailure,
} from '../../../shared/resourceViews';
import { useLmNotify } from '../common/useLmNotify';
import type { Dictionary } from './dictionaryRequests';
import { findSameLabel, LATEST_OF_LANGUAGE } from './useSameLabelDictionary';

const KEYS = 'resources.lmfactory/dictionaries.notifications';

/**
 * Saves the create form: `POST dictionaries`, then "Dictionary created" — or "New version of
 * dictionary created" when the label named an existing dictionary — and the new version's page.
 * On failure "Failed to create dictionary", the server's field errors on the form.
 */
export const useCreateDictionary = () => {
  const resource = useDeclaration();
  const dataProvider = useDataProvider();
  const [create] = useCreate();
  const redirect = useRedirect();
  const { success } = useLmNotify();
  const notifyFailure = useNotifyFailure();
  return useCallback(
    async (values: FieldValues) => {
      const existing = await dataProvider
        .getList<Dictionary>(resource.name, LATEST_OF_LANGUAGE(values.lang))
        .then(({ data }) => findSameLabel(data, values.label))
        .catch(() => undefined);
      try {
        const created = await create(resource.name, { data: values }, { returnPromise: true });
        success(`${KEYS}.${existing ? 'newVersion' : 'created'}`, created);
        redirect(recordPath(resource, created.id) ?? listPath(resource));
      } catch (error) {
        notifyFailure('createFailed', error);
        return (error as HttpError)?.body?.errors;
      }
    },
    [create, dataProvider, notifyFailure, redirect, resource, success],
  );
};
