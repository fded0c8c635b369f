import { localStorageStore, type Store } from 'react-admin';
import { userStoreAppKey } from './storageKeys';

/**
 * The per-user react-admin store (list parameters, theme, settings): items go to local storage
 * under `RaStore` + `SpeechConsole.<userId>` + `.<key>` (see storageKeys.ts). Signing out does not
 * empty it (react-admin resets the store on logout): it is this user's alone and spec §3 keeps
 * settings per user, so a sign-in after a 401 comes back to the same page, not a first connection.
 */
export const createUserStore = (userId: string): Store => ({
  ...localStorageStore(undefined, userStoreAppKey(userId)),
  reset: () => undefined,
});
