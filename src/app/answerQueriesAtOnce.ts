import {
  replaceEqualDeep,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { GetListParams } from 'react-admin';
import type { ImmediateAuth } from '../auth';
import type { ServiceDataProvider, ServiceRequest } from '../shared/declarations/serviceRequest';

/** Where the answers come from: the session (auth), the lists and requests already in memory. */
export interface ImmediateSources {
  auth: ImmediateAuth;
  peekList?: ServiceDataProvider['peekList'];
  peekRequest?: ServiceDataProvider['peekRequest'];
}

const isRecordLike = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What react-admin's auth query of `key` answers, when it needs no request: checkAuth,
 * getPermissions, getIdentity, and canAccess without a record (useCanAccess, useRequireAccess,
 * useCanAccessResources).
 */
const authAnswer = (key: QueryKey, auth: ImmediateAuth): unknown => {
  switch (key[1]) {
    case 'checkAuth':
      return auth.authenticated() ? true : undefined;
    case 'getPermissions':
      return auth.permissions();
    case 'getIdentity':
      return auth.identity();
    case 'canAccess': {
      const [, , target, action, record] = key;
      // useCanAccessResources: ['auth', 'canAccess', resources, action, record].
      if (Array.isArray(target) && typeof action === 'string' && record == null)
        return Object.fromEntries(
          target.map((resource: string) => [resource, auth.canAccess({ resource, action })]),
        );
      // useCanAccess: ['auth', 'canAccess', { ...params, recordId, resource }].
      if (
        isRecordLike(target) &&
        target.recordId == null &&
        typeof target.resource === 'string' &&
        typeof target.action === 'string'
      )
        return auth.canAccess({ resource: target.resource, action: target.action });
      return undefined;
    }
    default:
      return undefined;
  }
};

/** useGetList's answer ([resource, 'getList', params]) when its data is in memory already. */
const listAnswer = (key: QueryKey, peekList: ImmediateSources['peekList']): unknown => {
  const [resource, , params] = key;
  if (!peekList || typeof resource !== 'string' || !isRecordLike(params)) return undefined;
  try {
    const result = peekList(resource, params as unknown as GetListParams);
    // As useGetList's query function shapes it.
    return (
      result && {
        data: result.data,
        total: result.total,
        pageInfo: result.pageInfo,
        meta: result.meta,
      }
    );
  } catch {
    return undefined; // the query's own request says what is wrong
  }
};

/** A service request's answer (serviceRequestKey) when a prefetch of it has arrived. */
const requestAnswer = (key: QueryKey, peekRequest: ImmediateSources['peekRequest']): unknown => {
  const [, spec] = key;
  if (!peekRequest || !isRecordLike(spec)) return undefined;
  return peekRequest(spec as unknown as ServiceRequest);
};

/** The answer of the query of `key` that needs no request, else undefined (left to its function). */
export const immediateAnswer = (key: QueryKey, sources: ImmediateSources): unknown => {
  if (key[0] === 'auth') return authAnswer(key, sources.auth);
  if (key[0] === 'serviceRequest') return requestAnswer(key, sources.peekRequest);
  if (key[1] === 'getList') return listAnswer(key, sources.peekList);
  return undefined;
};

/**
 * How long a list answered from memory counts as just fetched: its page arrived moments before
 * (a whole list still fresh in the list cache, a page prefetched at start-up or on hover), so the
 * page mounting with it needs no request of its own.
 */
export const ANSWERED_LIST_FRESH_MS = 2_000;

/**
 * Issue 16: react-admin asks a promise before each gate of a page — signed in? may open this
 * list? its rows? — and draws a loader until the answer, one task and one render later, each time
 * (start-up went loader → layout → loader → empty list → rows). Where the answer is in memory
 * already (the session; a list prefetched at start-up or on hover that has arrived; a service
 * request prefetched at start-up, such as a dashboard's figures), each such query gets it as it
 * is created, and the page renders with it at once.
 *
 * A query mounted again asks its provider again only when that could change its answer: an auth
 * query holding what the session answers now would get the same from the authProvider (it answers
 * from the same session), and a list answered from memory holds what its request would bring for
 * ANSWERED_LIST_FRESH_MS. Asking anyway cost each navigation a render of the whole page, twice
 * (react-query's fetching state changing, then back). Everything else — records, a signed-out
 * session, lists not in memory, later mounts — is asked of the providers as before. Returns the
 * unsubscribe function.
 */
export const answerQueriesAtOnce = (
  queryClient: QueryClient,
  sources: ImmediateSources,
): (() => void) => {
  const answeredAt = new WeakMap<Query, number>();
  const holdsCurrentAnswer = (query: Query): boolean => {
    if (query.state.status !== 'success') return false;
    if (query.queryKey[0] === 'auth') {
      const answer = authAnswer(query.queryKey, sources.auth);
      // Deep-equal answers keep the held one (react-query's structural sharing).
      return (
        answer !== undefined && replaceEqualDeep(query.state.data, answer) === query.state.data
      );
    }
    const at = answeredAt.get(query);
    return at === query.state.dataUpdatedAt && Date.now() - at < ANSWERED_LIST_FRESH_MS;
  };
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, refetchOnMount: (query) => !holdsCurrentAnswer(query) },
  });
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const query: Query = event.query;
    const answer = immediateAnswer(query.queryKey, sources);
    if (answer === undefined) return;
    query.setData(answer);
    answeredAt.set(query, query.state.dataUpdatedAt);
  });
};
