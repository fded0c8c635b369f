import { localStorageStore, type Store } from 'react-admin';
import { userStoreAppKey } from './storageKeys';

/**
 * The per-user react-admin store (list parameters, theme, settings): items go to local storage
 * under `RaStore` + `SpeechConsole.<userId>` + `.<key>` (see storageKeys.ts).
 */
export const createUserStore = (userId: string): Store =>
  localStorageStore(undefined, userStoreAppKey(userId));
