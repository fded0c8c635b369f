import { expect } from 'vitest';
import type { TestPlatform } from './testPlatform';

// Requests to a service's simple-rest records (issue 13 and 14 tests), as a demo user or with a
// token, and the checks every such test makes on lists, creates and refusals.

export type User = 'admin' | 'client' | 'guest';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Errors = Record<string, string[]>;

/** `filter=…&range=…&sort=…`: each parameter as JSON, as ra-data-simple-rest sends it. */
export const listParams = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

/** `listParams` as a query string: `?filter=…`. */
export const listQuery = (params: Record<string, unknown>) => `?${listParams(params)}`;

/**
 * Requests to the platform `platform()` answers (it is started in `beforeAll`, after this is
 * made), whose service's audit trail is at `${api}/history`.
 */
export function simpleRestClient(platform: () => TestPlatform, api: string) {
  const send = (method: Method, url: string, as: User, payload?: object) =>
    platform().request({ method, url, as, payload });
  return {
    send,
    /** A request with this bearer token (a user made for the test). */
    sendWith: (token: string, url: string, method: Method = 'GET', payload?: object) =>
      platform().request({ method, url, token, payload }),
    /** A page of `url` (200 checked): its records and its paging headers. */
    async list<T>(url: string, params: Record<string, unknown> = {}, as: User = 'admin') {
      const response = await send('GET', `${url}${listQuery(params)}`, as);
      expect(response.statusCode, response.body).toBe(200);
      return {
        records: response.json() as T[],
        range: response.headers['content-range'],
        total: response.headers['x-total-count'],
      };
    },
    /** The record an administrator's POST created (201 checked). */
    async create<T>(url: string, body: object): Promise<T> {
      const response = await send('POST', url, 'admin', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as T;
    },
    /** The answer to an administrator's refused request, after checking its status. */
    async refusal(method: Method, url: string, body: object | undefined, status = 400) {
      const response = await send(method, url, 'admin', body);
      expect(response.statusCode, response.body).toBe(status);
      return response.json() as { message: string; errors: Errors };
    },
    /** The audit trail of a record (`path` below the service's base), as an administrator. */
    historyOf: (path: string) =>
      send('GET', `${api}/history?path=${encodeURIComponent(path)}`, 'admin'),
  };
}
