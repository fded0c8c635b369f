import type { BackendModule, ReadCallback } from 'i18next';

/** Translation files: `GET /locales/{lng}.json` (spec §8; one file per language). */
export const LOCALES_LOAD_PATH = '/locales/{{lng}}.json';

/** react-admin's own labels (namespace `ra`) of the languages not bundled: loaded when chosen. */
const RA_LABELS: Record<string, () => Promise<object>> = {
  fr: () => import('./raFrench').then((module) => module.raFrench),
};

export interface LocalesBackendOptions {
  /** Test hook: answers the translation files' requests. */
  fetch?: (url: string) => Promise<Response>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reads the console's translations (namespace `common`) from the platform, spec §8: a 5xx or no
 * answer is a retryable failure (i18next retries), a 4xx a permanent one, and a file that is not
 * JSON fails with "failed parsing <url> to json". The request is the one `preloadTranslations`
 * announced (CORS mode, same-origin credentials), so it takes the preloaded answer.
 */
const readTranslations = (
  language: string,
  callback: ReadCallback,
  fetchFile: (url: string) => Promise<Response>,
) => {
  const url = LOCALES_LOAD_PATH.replace('{{lng}}', language);
  fetchFile(url).then(
    async (response) => {
      if (!response.ok) {
        const permanent = response.status >= 400 && response.status < 500;
        callback(`failed loading ${url}; status code: ${response.status}`, !permanent);
        return;
      }
      const text = await response.text();
      let data: object;
      try {
        data = JSON.parse(text) as object;
      } catch {
        callback(`failed parsing ${url} to json`, false);
        return;
      }
      callback(null, data as Parameters<ReadCallback>[1]);
    },
    (error: unknown) => callback(`failed loading ${url}: ${messageOf(error)}`, true),
  );
};

/** The i18next backend of the console: its translation files, and react-admin's labels. */
export const localesBackend = ({
  fetch: fetchFile = (url) => fetch(url),
}: LocalesBackendOptions = {}): BackendModule => ({
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    if (namespace !== 'ra') return readTranslations(language, callback, fetchFile);
    const labels = RA_LABELS[language];
    if (!labels) return callback(null, {});
    labels().then(
      (messages) => callback(null, messages as Parameters<ReadCallback>[1]),
      (error: unknown) => callback(messageOf(error), true),
    );
  },
});
