import { expect } from 'vitest';
import { configApps } from '../../../server/db/schema';
import type { TestPlatform } from './testPlatform';

// What the metrics services' tests (issue 14, batch and H2B dashboards) share: fixed periods of
// January 2024 (far from the demo data, which covers the last 30 days), their test apps, and GET
// requests as a demo user (integrator by default) or with a token.

export type MetricsUser = 'admin' | 'client' | 'integrator' | 'guest';

export const JANUARY_10_11 = { from: '2024-01-10T00:00:00Z', to: '2024-01-12T00:00:00Z' };
/** The 10th and 11th in Paris (UTC+1 in winter). */
export const PARIS_10_11 = {
  from: '2024-01-10T00:00:00+01:00',
  to: '2024-01-12T00:00:00+01:00',
  timezone: 'Europe/Paris',
};

/** A query string of plain parameters. */
export const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** Adds configuration-service apps; their ids, in order. */
export async function insertApps(
  platform: TestPlatform,
  apps: { name: string; type: 'batch' | 'stream'; clientId: number }[],
): Promise<number[]> {
  const rows = await platform.database.db
    .insert(configApps)
    .values(apps)
    .returning({ id: configApps.id });
  return rows.map((row) => row.id);
}

/** GET requests below `api` of the platform `platform()` answers (started in `beforeAll`). */
export function metricsClient(platform: () => TestPlatform, api: string) {
  const get = (path: string, as: MetricsUser | { token: string } = 'integrator', headers = {}) =>
    platform().request({
      url: `${api}/${path}`,
      headers,
      ...(typeof as === 'string' ? { as } : as),
    });
  /** The JSON answer, after checking it is a 200. */
  const json = async <T = Record<string, unknown>>(
    path: string,
    as: MetricsUser = 'integrator',
  ) => {
    const response = await get(path, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  return { get, json };
}
