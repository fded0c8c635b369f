import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { retryOnce } from '../../../shared/http/retryOnce';
import { useLmNotify } from '../common/useLmNotify';
import {
  listDictionaryVersions,
  parseDictionary,
  versionsOf,
  type Dictionary,
} from './dictionaryRequests';

/**
 * Every version of the dictionary `record` is a version of: `GET /dictionaries?lang={language}`
 * (spec §7) kept to that dictionary. "Failed to get dictionary list" when it cannot be read.
 */
export const useDictionaryVersions = (record: Dictionary | undefined) => {
  const request = useServiceRequest();
  const { failure } = useLmNotify();
  const lang = record?.lang;
  const query = useQuery({
    queryKey: ['lmfactory/dictionaries', 'versions', lang],
    queryFn: ({ signal }) =>
      request<Record<string, unknown>[]>({
        service: 'lmFactory',
        ...listDictionaryVersions(lang ?? ''),
        signal,
      }).then((list) => (Array.isArray(list) ? list.map(parseDictionary) : [])),
    enabled: !!lang,
    retry: retryOnce,
  });
  const { error } = query;
  useEffect(() => {
    if (error) failure('resources.lmfactory/dictionaries.notifications.listFailed', error);
  }, [error, failure]);
  return { ...query, versions: record && query.data ? versionsOf(query.data, record) : [] };
};
