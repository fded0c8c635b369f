/** Local-storage key of the realm (spec §2 item 1). */
export const REALM_STORAGE_KEY = 'realm';

/**
 * The realm: the `realm` query parameter (then stored), else the stored one, else undefined.
 */
export const resolveRealm = (url: URL, storage: Pick<Storage, 'getItem' | 'setItem'>) => {
  const fromUrl = url.searchParams.get('realm')?.trim();
  if (fromUrl) {
    storage.setItem(REALM_STORAGE_KEY, fromUrl);
    return fromUrl;
  }
  return storage.getItem(REALM_STORAGE_KEY) || undefined;
};
