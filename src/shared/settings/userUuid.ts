import { USER_UUID_STORAGE_KEY } from './storageKeys';

/**
 * The generated user uuid (spec §3), stored locally: created once per browser, then reused. Used
 * as the anonymous visitor id of the analytics adapter.
 */
export const getUserUuid = (
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage,
  generate: () => string = () => crypto.randomUUID(),
): string => {
  const stored = storage.getItem(USER_UUID_STORAGE_KEY);
  if (stored) return stored;
  const uuid = generate();
  storage.setItem(USER_UUID_STORAGE_KEY, uuid);
  return uuid;
};
