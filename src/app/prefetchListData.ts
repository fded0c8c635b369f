import type { ServiceDataProvider } from '../shared/declarations/serviceRequest';
import type { Resource, SectionDeclaration } from '../shared/declarations/types';
import { shortLanguageCode } from '../shared/i18n/languageCode';
import { readUrlFilters } from '../shared/serverList/urlFilterValues';
import { urlListPaging } from '../shared/serverList/urlListParams';

/** A list's first data has arrived (or failed); what its view asks next is on its way. */
export interface FirstData {
  /** The follow-up requests (`followedBy`) have settled; at once when there are none. */
  followUps: Promise<void>;
}

export const NO_FOLLOW_UPS: FirstData = { followUps: Promise.resolve() };
const ignoreAnswers = () => undefined;

export interface ListDataPlace {
  /** The language the page will filter on (the route's, else the user's setting). */
  language: string | undefined;
  /** The page's query string (a server-paged list reads its page and filters there). */
  search?: string;
  /** The user's time zone setting, which server-paged requests carry. */
  timeZone: string;
  /** The user's first day of the week (requests over time carry it). */
  weekFirstDay: number;
  /**
   * The page is being opened (start-up), not only likely to be (a hover): the requests its view
   * asks once its first page has arrived are sent too. A hover does not cost the services those
   * (a dashboard's aggregations run over every call of the period).
   */
  opening?: boolean;
}

/**
 * Starts fetching a list's first data as its page will ask for it, so that the page finds it
 * instead of asking only once rendered (issue 16: at start-up the request leaves beside the
 * console's mount, not after it; from the menu, on hover). A whole list lands in the data
 * provider's list cache (wholeListProvider: the same request shared); a server-paged list's page,
 * read from the URL as its controller reads it, is handed to the controller's identical request
 * (serverPagedProvider, `meta.prefetch`). A simple-rest list's page is prefetched when its
 * declaration names it (`firstPage`), and, when the page is being opened, the requests its view
 * asks once that page has arrived (`followedBy`) are sent as soon as it has; the others are left
 * to the page. Settles once the first data has arrived (or failed: never rejects).
 */
export const prefetchListData = (
  dataProvider: ServiceDataProvider,
  resource: Resource,
  section: SectionDeclaration | undefined,
  { language, search = '', timeZone, weekFirstDay, opening = false }: ListDataPlace,
): Promise<FirstData> => {
  const filterLanguage =
    section?.languageFilter && language ? shortLanguageCode(language) : undefined;
  // The page asks again and shows its own failure.
  const ignore = () => NO_FOLLOW_UPS;
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
    const { pagination, sort } = resource.data.firstPage;
    const followedBy = opening ? resource.data.firstPage.followedBy : undefined;
    return dataProvider
      .getList(resource.name, { pagination, sort, filter: {}, meta: { prefetch: true } })
      .then((page) => {
        const context = { search: new URLSearchParams(search), timeZone, weekFirstDay };
        const followUps = (followedBy?.(page, { ...context, now: new Date() }) ?? []).map(
          (request) => dataProvider.request({ ...request, prefetch: true }),
        );
        return { followUps: Promise.all(followUps).then(ignoreAnswers, ignoreAnswers) };
      })
      .catch(ignore);
  }
  return Promise.resolve(NO_FOLLOW_UPS);
};
