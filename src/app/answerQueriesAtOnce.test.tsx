import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { ReactNode } from 'react';
import {
  CoreAdminContext,
  useAuthState,
  useCanAccess,
  useCanAccessResources,
  useGetIdentity,
  useGetList,
  usePermissions,
  type AuthProvider,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import type { ImmediateAuth } from '../auth';
import { serviceRequestKey, type ServiceRequest } from '../shared/declarations/serviceRequest';
import {
  ANSWERED_LIST_FRESH_MS,
  answerQueriesAtOnce,
  immediateAnswer,
} from './answerQueriesAtOnce';

const auth: ImmediateAuth = {
  authenticated: () => true,
  permissions: () => ({ 'global.admin': true }),
  identity: () => ({ id: 'user-1', fullName: 'Ada Admin' }),
  canAccess: ({ resource }) => resource === 'tags',
};

/** An authProvider giving the same answers, later (as the real one: promises), counting calls. */
const slowAuthProvider = () => {
  const calls: string[] = [];
  const later = <T,>(name: string, value: T) =>
    new Promise<T>((resolve) => {
      calls.push(name);
      setTimeout(() => resolve(value), 20);
    });
  const provider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkError: async () => undefined,
    checkAuth: () => later('checkAuth', undefined),
    getPermissions: () => later('getPermissions', auth.permissions()),
    getIdentity: () => later('getIdentity', auth.identity()!),
    canAccess: ({ resource, action }) => later('canAccess', auth.canAccess({ resource, action })),
  };
  return { provider, calls };
};

const TAGS = [
  { id: 1, label: 'Résiliation' },
  { id: 2, label: 'Facture' },
];

/** A list already in memory for `page 1 of tags`, nothing else; getList answers it later. */
const peekList = (resource: string, params: GetListParams) =>
  resource === 'tags' && params.pagination?.page === 1 ? { data: TAGS, total: 2 } : undefined;

const listCalls: string[] = [];
const slowDataProvider = {
  getList: (resource: string) =>
    new Promise((resolve) => {
      listCalls.push(resource);
      setTimeout(() => resolve({ data: TAGS, total: 2 }), 20);
    }),
} as unknown as DataProvider;

const wrapperWith = (authProvider: AuthProvider, queryClient: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CoreAdminContext
        authProvider={authProvider}
        dataProvider={slowDataProvider}
        queryClient={queryClient}
      >
        {children}
      </CoreAdminContext>
    );
  };

describe('immediateAnswer', () => {
  it("answers react-admin's auth queries that need no request", () => {
    expect(immediateAnswer(['auth', 'checkAuth', {}], { auth })).toBe(true);
    expect(immediateAnswer(['auth', 'getPermissions', {}], { auth })).toEqual({
      'global.admin': true,
    });
    expect(immediateAnswer(['auth', 'getIdentity'], { auth })).toEqual({
      id: 'user-1',
      fullName: 'Ada Admin',
    });
    expect(
      immediateAnswer(['auth', 'canAccess', { action: 'list', resource: 'tags' }], { auth }),
    ).toBe(true);
    expect(
      immediateAnswer(['auth', 'canAccess', ['tags', 'clues'], 'list', undefined], { auth }),
    ).toEqual({ tags: true, clues: false });
  });

  it('leaves to the authProvider what depends on a record, a failed sign-in or another query', () => {
    const record = { id: 3 };
    expect(
      immediateAnswer(['auth', 'canAccess', { action: 'edit', resource: 'tags', recordId: 3 }], {
        auth,
      }),
    ).toBeUndefined();
    expect(
      immediateAnswer(['auth', 'canAccess', ['tags'], 'edit', record], { auth }),
    ).toBeUndefined();
    expect(
      immediateAnswer(['auth', 'checkAuth', {}], { auth: { ...auth, authenticated: () => false } }),
    ).toBeUndefined();
    expect(
      immediateAnswer(['auth', 'getIdentity'], { auth: { ...auth, identity: () => undefined } }),
    ).toBe(undefined);
    expect(immediateAnswer(['tags', 'getOne', { id: 1 }], { auth, peekList })).toBeUndefined();
  });

  it("answers a list query with the page in memory, as useGetList's query function shapes it", () => {
    const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' } };
    expect(immediateAnswer(['tags', 'getList', params], { auth, peekList })).toEqual({
      data: TAGS,
      total: 2,
      pageInfo: undefined,
      meta: undefined,
    });
    // Not in memory (another page), no list source, or a source that fails: left to getList.
    const page2 = { ...params, pagination: { page: 2, perPage: 25 } };
    expect(immediateAnswer(['tags', 'getList', page2], { auth, peekList })).toBeUndefined();
    expect(immediateAnswer(['tags', 'getList', params], { auth })).toBeUndefined();
    const failing = () => {
      throw new Error('no endpoint for this filter');
    };
    expect(immediateAnswer(['tags', 'getList', params], { auth, peekList: failing })).toBe(
      undefined,
    );
  });

  it('answers a service request’s query (serviceRequestKey) with its prefetched answer, once arrived', () => {
    const figures = { service: 'search', method: 'POST', path: 'aggregations', body: { m: 1 } };
    const answer = { totals: { calls: 4 } };
    const peekRequest = vi.fn((spec: ServiceRequest) =>
      JSON.stringify(spec.body) === '{"m":1}' ? answer : undefined,
    );
    const key = serviceRequestKey(figures as ServiceRequest);
    expect(immediateAnswer(key, { auth, peekRequest })).toBe(answer);
    expect(peekRequest).toHaveBeenCalledWith(expect.objectContaining({ path: 'aggregations' }));
    const other = serviceRequestKey({ ...figures, body: { m: 2 } } as ServiceRequest);
    expect(immediateAnswer(other, { auth, peekRequest })).toBeUndefined();
    expect(immediateAnswer(key, { auth })).toBeUndefined();
  });
});

describe('answerQueriesAtOnce', () => {
  afterEach(() => vi.useRealTimers());
  const settled = () => new Promise((resolve) => setTimeout(resolve, 60));

  it("gives react-admin's hooks their answer on their first render, with no request to repeat it", async () => {
    const { provider, calls } = slowAuthProvider();
    const queryClient = new QueryClient();
    answerQueriesAtOnce(queryClient, { auth });
    const { result } = renderHook(
      () => ({
        state: useAuthState(),
        permissions: usePermissions(),
        identity: useGetIdentity(),
        tags: useCanAccess({ resource: 'tags', action: 'list' }),
        menu: useCanAccessResources({ resources: ['tags', 'clues'], action: 'list' }),
      }),
      { wrapper: wrapperWith(provider, queryClient) },
    );
    // The first render: no loader anywhere.
    expect(result.current.state).toMatchObject({ isPending: false, authenticated: true });
    expect(result.current.permissions).toMatchObject({
      isPending: false,
      permissions: { 'global.admin': true },
    });
    expect(result.current.identity.identity).toMatchObject({ fullName: 'Ada Admin' });
    expect(result.current.tags).toMatchObject({ isPending: false, canAccess: true });
    expect(result.current.menu.canAccess).toEqual({ tags: true, clues: false });
    // The authProvider answers from the same session: asking it would bring the same answers.
    await settled();
    expect(calls).toEqual([]);
    expect(result.current.tags).toMatchObject({ isFetching: false, canAccess: true });
  });

  it('asks the authProvider again when the session answers otherwise than the query holds', async () => {
    const { provider, calls } = slowAuthProvider();
    const queryClient = new QueryClient();
    let mayListTags = true;
    answerQueriesAtOnce(queryClient, {
      auth: { ...auth, canAccess: ({ resource }) => resource === 'tags' && mayListTags },
    });
    const mountTags = () =>
      renderHook(() => useCanAccess({ resource: 'tags', action: 'list' }), {
        wrapper: wrapperWith(provider, queryClient),
      });
    const first = mountTags();
    expect(first.result.current.canAccess).toBe(true);
    first.unmount();
    mayListTags = false;
    mountTags();
    await waitFor(() => expect(calls).toEqual(['canAccess']));
  });

  it('renders a list in memory with its rows at once; a later mount asks the data provider', async () => {
    const { provider } = slowAuthProvider();
    const queryClient = new QueryClient();
    answerQueriesAtOnce(queryClient, { auth, peekList });
    listCalls.length = 0;
    const mountTags = () =>
      renderHook(() => useGetList('tags', { pagination: { page: 1, perPage: 25 } }), {
        wrapper: wrapperWith(provider, queryClient),
      });
    const first = mountTags();
    expect(first.result.current).toMatchObject({ isPending: false, data: TAGS, total: 2 });
    await settled();
    expect(listCalls).toEqual([]);
    first.unmount();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ANSWERED_LIST_FRESH_MS);
    mountTags();
    await waitFor(() => expect(listCalls).toEqual(['tags']));
  });

  it('without it, the same hooks start pending (what the answers save)', () => {
    const { provider } = slowAuthProvider();
    const { result } = renderHook(() => useCanAccess({ resource: 'tags', action: 'list' }), {
      wrapper: wrapperWith(provider, new QueryClient()),
    });
    expect(result.current.isPending).toBe(true);
  });
});
