import type { DataProvider } from 'react-admin';
import type { Resource, SectionDeclaration } from '../shared/declarations/types';
import { shortLanguageCode } from '../shared/i18n/languageCode';

/**
 * Starts fetching a whole-list resource's list as its page will ask for it, so that the page
 * finds it in the data provider's list cache (wholeListProvider: the same request shared, no
 * second one) instead of asking only once rendered (issue 16: at start-up the request leaves
 * beside the console's mount, not after it; from the menu, on hover). `language` is the one the
 * page will filter on (the route's, else the user's setting), for language-filtered sections.
 * Other shapes page, sort or filter on the server from what the page reads: left to the page.
 */
export const prefetchListData = (
  dataProvider: DataProvider,
  resource: Resource,
  section: SectionDeclaration | undefined,
  language: string | undefined,
): void => {
  if (resource.data.shape !== 'wholeList') return;
  const filter =
    section?.languageFilter && language ? { language: shortLanguageCode(language) } : {};
  dataProvider
    .getList(resource.name, {
      filter,
      pagination: { page: 1, perPage: 1 },
      sort: resource.sort ?? { field: 'id', order: 'ASC' },
    })
    // The page asks again and shows its own failure.
    .catch(() => undefined);
};
