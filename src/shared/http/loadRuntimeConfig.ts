import type { RuntimeConfig } from '../../../contracts/runtimeConfig';

/** Fetches the runtime configuration (`GET /config.json`, no token needed) at start-up. */
export const loadRuntimeConfig = async (
  url = '/config.json',
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<RuntimeConfig> => {
  const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return (await response.json()) as RuntimeConfig;
};
