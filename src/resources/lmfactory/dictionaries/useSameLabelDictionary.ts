import { useGetList } from 'react-admin';
import type { Dictionary } from './dictionaryRequests';

const comparable = (label: unknown) =>
  typeof label === 'string' ? label.trim().toLocaleLowerCase() : '';

/** The dictionary labelled `label` (case and surrounding spaces ignored, the service's rule). */
export const findSameLabel = (list: readonly Dictionary[] | undefined, label: unknown) => {
  const wanted = comparable(label);
  return wanted === '' ? undefined : list?.find((item) => comparable(item.label) === wanted);
};

export const LATEST_OF_LANGUAGE = (lang: unknown) => ({
  filter: { language: lang },
  pagination: { page: 1, perPage: 100000 },
});

/**
 * The latest version of the dictionary of `lang` labelled `label`, which a POST would give a new
 * version to, if there is one.
 */
export const useSameLabelDictionary = (label: unknown, lang: unknown): Dictionary | undefined => {
  const { data } = useGetList<Dictionary>('lmfactory/dictionaries', LATEST_OF_LANGUAGE(lang), {
    enabled: comparable(label) !== '' && typeof lang === 'string' && lang !== '',
  });
  return findSameLabel(data, label);
};
