import { setSession } from './sessionStore';

/** Spec §7/§9: `GET /version` every 5000 ms. */
export const VERSION_POLL_INTERVAL_MS = 5000;

export interface VersionPollOptions {
  /** The build id the page was loaded with (runtime config `buildId`). */
  loadedBuildId: string;
  /** Answers the server's current build id (default: `GET /version` as text). */
  fetchBuildId?: () => Promise<string>;
  intervalMs?: number;
}

const fetchVersion = async (): Promise<string> => {
  const response = await fetch('/version', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /version answered ${response.status}`);
  return response.text();
};

/**
 * Polls the server's build id; once it differs from the loaded one, sets the session's
 * `newAppVersion` flag (spec §4) and stops. A failed poll is ignored (the next one retries).
 * Returns the function that stops polling.
 */
export const startVersionPoll = ({
  loadedBuildId,
  fetchBuildId = fetchVersion,
  intervalMs = VERSION_POLL_INTERVAL_MS,
}: VersionPollOptions): (() => void) => {
  setSession({ buildId: loadedBuildId });
  let stopped = false;
  const check = async () => {
    try {
      const current = (await fetchBuildId()).trim();
      if (!stopped && current !== '' && current !== loadedBuildId) {
        setSession({ newAppVersion: true });
        stop();
      }
    } catch {
      // Offline or restarting: nothing to announce yet.
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  return stop;
};
