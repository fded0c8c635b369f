import type { Store } from 'react-admin';
import { settingStoreKey } from '../../shared/settings';

/** A user store holding these settings (only getItem is read). */
export const storeWith = (settings: Record<string, unknown>) =>
  ({
    getItem: (key: string) =>
      Object.entries(settings).find(([name]) => settingStoreKey(name as never) === key)?.[1],
  }) as unknown as Store;

/** A user past the first-connection screen, with these settings. */
export const returningUser = (settings: Record<string, unknown> = {}) =>
  storeWith({ isFirstConnection: false, ...settings });

/** The parts of a location an address gives (`/path?query#hash`). */
export const at = (address: string) => {
  const url = new URL(address, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};
