import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../app/createRegistry';
import { createFakeHttpClient, type RecordedCall } from '../../app/testing/fakeHttpClient';
import { renderApp, TEST_CONFIG } from '../../app/testing/renderApp';
import { DEMO_ROLES } from '../../app/testing/testAuthProvider';
import { createDataProvider } from '../../dataProviders';
import {
  defineResource,
  defineSection,
  defineUrlFilter,
  type AnyUrlFilter,
} from '../declarations/types';
import { idListCodec, textCodec } from '../serverList/codecs';
import { TextSearchInput } from '../serverList/inputs/TextSearchInput';

// The server-paged declaration shape (architecture §4): filters declared once with their URL key,
// react-admin's getList parameters mapped onto one request, page, sort and filters in the URL.

const section = defineSection({ id: 'desk', order: 1 });

const baseFilters: AnyUrlFilter[] = [
  defineUrlFilter({ key: 'clients', ...idListCodec, toRequest: (clients) => ({ clients }) }),
  defineUrlFilter({
    key: 'search',
    ...textCodec,
    toRequest: (search) => ({ search }),
    Input: TextSearchInput,
  }),
];

const ticketsWith = (filters: AnyUrlFilter[]) =>
  defineResource({
    section: 'desk',
    path: 'tickets',
    order: 1,
    role: '',
    sort: { field: 'opened_at', order: 'DESC' },
    data: {
      shape: 'serverPaged',
      service: 'search',
      filters,
      list: ({ page, perPage, sort, filters: parts }) => ({
        method: 'POST',
        path: 'tickets/search',
        body: { ...parts, page, size: perPage, sort: `${sort.field} ${sort.order}` },
      }),
      parseList: (answer) => answer as { data: { id: number }[]; total: number },
    },
    fields: [{ source: 'subject', type: 'text', list: true }],
  });

const rows = (page: number) =>
  Array.from({ length: 25 }, (_, at) => ({
    id: (page - 1) * 25 + at + 1,
    subject: `Ticket ${(page - 1) * 25 + at + 1}`,
  }));

const start = async (path: string, filters = baseFilters) => {
  const registry = createRegistry([ticketsWith(filters)], [section]);
  const http = createFakeHttpClient((call: RecordedCall) => {
    const { page = 1 } = (call.body ?? {}) as { page?: number };
    return { json: { data: rows(page), total: 60 } };
  });
  const dataProvider = createDataProvider({
    resources: registry.resources,
    config: TEST_CONFIG,
    httpClient: http.client,
  });
  await renderApp({ path, roles: DEMO_ROLES.admin, registry, dataProvider });
  await screen.findAllByText(/^Ticket \d+$/);
  const lists = () => http.calls.filter((call) => call.url.endsWith('/tickets/search'));
  return { http, lists };
};

describe('server-paged lists', () => {
  it('maps the URL’s filter keys, page and sort onto one declared request', async () => {
    const { lists } = await start('/desk/tickets?clients=2,1&search=refund&page=2&perPage=50');
    expect(lists().at(-1)).toMatchObject({
      method: 'POST',
      url: 'http://platform.test/services/search/api/tickets/search',
      body: { clients: [2, 1], search: 'refund', page: 2, size: 50, sort: 'opened_at DESC' },
    });
  });

  it('keeps paging in the URL, so a reload shows the same page', async () => {
    const { lists } = await start('/desk/tickets');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(lists().at(-1)?.body).toMatchObject({ page: 2 }));
    expect(await screen.findByText('Ticket 26')).toBeInTheDocument();
  });

  it('does not refetch when only the order of a listed filter’s values changes (spec §2)', async () => {
    const { lists } = await start('/desk/tickets?clients=1,2');
    const before = lists().length;
    act(() => window.history.pushState({}, '', '/desk/tickets?clients=2,1'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(window.location.search).toBe('?clients=2,1'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lists()).toHaveLength(before);
  });

  it('adds a filter declared in one place to the filter bar, the URL and the request', async () => {
    // The only change: one more declaration in `filters`.
    const agent = defineUrlFilter<string>({
      key: 'agent',
      ...textCodec,
      toRequest: (name) => ({ metadata: { include: { agent: name } } }),
      Input: TextSearchInput,
    });
    const { lists } = await start('/desk/tickets', [...baseFilters, agent]);
    const bar = screen.getByRole('search');
    const input = await within(bar).findByRole('searchbox', { name: 'agent' });
    fireEvent.change(input, { target: { value: 'Julie' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('agent')).toBe('Julie'),
    );
    await waitFor(() =>
      expect(lists().at(-1)?.body).toMatchObject({
        metadata: { include: { agent: 'Julie' } },
        page: 1,
      }),
    );
  });
});
