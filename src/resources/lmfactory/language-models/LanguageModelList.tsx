import type { Query } from '@tanstack/react-query';
import type { GetListResult } from 'react-admin';
import { GeneratedList } from '../../../shared/resourceViews';
import { isBuilding } from './languageModelRequests';

/** How often the list is re-read while one of its models is queued or running. */
export const LIST_POLL_MS = 2000;

/** Every 2 s while a listed model is building; stops once none is. */
export const pollWhileAnyBuilding = (query: Query<GetListResult>): number | false =>
  query.state.data?.data.some((model) => isBuilding(model.status)) ? LIST_POLL_MS : false;

const queryOptions = {
  refetchInterval: pollWhileAnyBuilding,
  // Each re-read reaches the service (the whole-list cache would answer for 10 s).
  meta: { maxAgeMs: LIST_POLL_MS / 2 },
};

/** The language models (lazy-loaded): the generated list, following the builds in progress. */
const LanguageModelList = () => <GeneratedList queryOptions={queryOptions} />;

export default LanguageModelList;
