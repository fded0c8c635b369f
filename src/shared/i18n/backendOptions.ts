import type { HttpBackendOptions } from 'i18next-http-backend';

/**
 * Translation files: `GET /locales/{lng}.json` (one file per language, namespace `common`).
 * i18next-http-backend decides retries: a 5xx or no status is retryable, a 4xx permanent, and an
 * unparseable file fails with "failed parsing <url> to json" (spec §8).
 */
export const LOCALES_LOAD_PATH = '/locales/{{lng}}.json';

export const backendOptions = (overrides: HttpBackendOptions = {}): HttpBackendOptions => ({
  loadPath: LOCALES_LOAD_PATH,
  ...overrides,
});
