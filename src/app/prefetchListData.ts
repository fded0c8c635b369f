import type { DataProvider } from 'react-admin';
import type { Resource, SectionDeclaration } from '../shared/declarations/types';
import { shortLanguageCode } from '../shared/i18n/languageCode';
import { readUrlFilters } from '../shared/serverList/urlFilterValues';
import { urlListPaging } from '../shared/serverList/urlListParams';

export interface ListDataPlace {
  /** The language the page will filter on (the route's, else the user's setting). */
  language: string | undefined;
  /** The page's query string (a server-paged list reads its page and filters there). */
  search?: string;
  /** The user's time zone setting, which server-paged requests carry. */
  timeZone: string;
}

/**
 * Starts fetching a list's first data as its page will ask for it, so that the page finds it
 * instead of asking only once rendered (issue 16: at start-up the request leaves beside the
 * console's mount, not after it; from the menu, on hover). A whole list lands in the data
 * provider's list cache (wholeListProvider: the same request shared); a server-paged list's page,
 * read from the URL as its controller reads it, is handed to the controller's identical request
 * (serverPagedProvider, `meta.prefetch`). A simple-rest list's page is prefetched when its
 * declaration names it (`firstPage`); the others are left to the page. Settles once the data has
 * arrived (or failed: never rejects).
 */
export const prefetchListData = (
  dataProvider: DataProvider,
  resource: Resource,
  section: SectionDeclaration | undefined,
  { language, search = '', timeZone }: ListDataPlace,
): Promise<void> => {
  const filterLanguage =
    section?.languageFilter && language ? shortLanguageCode(language) : undefined;
  // The page asks again and shows its own failure.
  const ignore = () => undefined;
  if (resource.data.shape === 'wholeList') {
    return dataProvider
      .getList(resource.name, {
        filter: filterLanguage ? { language: filterLanguage } : {},
        pagination: { page: 1, perPage: 1 },
        sort: resource.sort ?? { field: 'id', order: 'ASC' },
      })
      .then(ignore, ignore);
  }
  if (resource.data.shape === 'serverPaged') {
    const searchParams = new URLSearchParams(search);
    if (filterLanguage && !searchParams.get('language'))
      searchParams.set('language', filterLanguage);
    const { page, perPage, sort } = urlListPaging(resource, searchParams);
    return dataProvider
      .getList(resource.name, {
        pagination: { page, perPage },
        sort,
        filter: readUrlFilters(resource.data.filters, searchParams),
        meta: { timeZone, prefetch: true },
      })
      .then(ignore, ignore);
  }
  if (resource.data.firstPage) {
    // A simple-rest list whose view declares the page it asks first.
    return dataProvider
      .getList(resource.name, { ...resource.data.firstPage, filter: {}, meta: { prefetch: true } })
      .then(ignore, ignore);
  }
  return Promise.resolve();
};
