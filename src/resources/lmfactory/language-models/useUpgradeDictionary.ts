import { useCallback } from 'react';
import { useCreate, useDataProvider } from 'react-admin';
import { useCreated, useDeclaration } from '../../../shared/resourceViews';
import { useLmNotify } from '../common/useLmNotify';
import type { Dictionary } from '../dictionaries/dictionaryRequests';
import type { LanguageModel } from './languageModelRequests';

const DICTIONARIES = 'lmfactory/dictionaries';
const KEYS = 'resources.lmfactory';

/**
 * Upgrades one of a model's dictionaries to its latest version. A model is built from fixed
 * dictionary versions and the service cannot change them, so upgrading builds a NEW model from
 * the same corpuses and dictionaries with the latest version instead of the pinned one; the old
 * model stays as it is. Both versions are read first (`GET /dictionaries/{id}`): "Failed to
 * upgrade dictionary version" when the old or the new one is missing.
 */
export const useUpgradeDictionary = (model: LanguageModel | undefined) => {
  const resource = useDeclaration();
  const dataProvider = useDataProvider();
  const [create] = useCreate();
  const created = useCreated();
  const { failure } = useLmNotify();
  return useCallback(
    async (pinnedId: number) => {
      if (!model) return;
      let latestId: number;
      try {
        const read = (id: number) =>
          dataProvider.getOne<Dictionary>(DICTIONARIES, { id }).then(({ data }) => data);
        const pinned = await read(pinnedId);
        latestId = (await read(pinned.version.latest_id)).id as number;
      } catch (error) {
        failure(`${KEYS}/dictionaries.notifications.upgradeFailed`, error);
        return;
      }
      const data = {
        corpuses: model.corpuses.map((corpus) => corpus.id),
        description: model.description,
        dictionaries: model.dictionaries.map((item) => (item.id === pinnedId ? latestId : item.id)),
        label: model.label,
        lang: model.lang,
      };
      try {
        created(await create(resource.name, { data }, { returnPromise: true }));
      } catch (error) {
        failure(`${KEYS}/language-models.notifications.createFailed`, error);
      }
    },
    [create, created, dataProvider, failure, model, resource],
  );
};
