/*
 * Where user settings live (spec §3: "persisted locally per user, under a key made of a prefix, the
 * store id and the user id"). The console's react-admin store is
 * `localStorageStore(undefined, '<store id>.<user id>')`, which writes each item to local storage
 * as `RaStore<store id>.<user id>.<item key>`: prefix `RaStore` (react-admin's), store id
 * `SpeechConsole`, the user id, then the item. Settings are the items `settings.<name>`, except
 * `uiLanguage`, which is react-admin's own `locale` item (the one its language menu and
 * i18nProvider already use), so there is a single source for the UI language.
 *
 * No imports here: the end-to-end support code reads these keys to pre-seed a browser.
 */
export const RA_STORE_PREFIX = 'RaStore';
export const SETTINGS_STORE_ID = 'SpeechConsole';

export const SETTING_NAMES = [
  'chartsConfigToDelete',
  'currentApp',
  'isFirstConnection',
  'mainView',
  'language',
  'timeZone',
  'uiLanguage',
  'weekFirstDay',
] as const;

export type SettingName = (typeof SETTING_NAMES)[number];

/** The react-admin store key of each setting (`useStore(settingStoreKey('timeZone'))`). */
export const settingStoreKey = (name: SettingName): string =>
  name === 'uiLanguage' ? 'locale' : `settings.${name}`;

/** The react-admin store's app key for a user: `SpeechConsole.<userId>`. */
export const userStoreAppKey = (userId: string): string => `${SETTINGS_STORE_ID}.${userId}`;

/** The local-storage key one setting of one user is written to. */
export const userSettingStorageKey = (userId: string, name: SettingName): string =>
  `${RA_STORE_PREFIX}${userStoreAppKey(userId)}.${settingStoreKey(name)}`;

/** Local-storage key of the generated user uuid (spec §3). */
export const USER_UUID_STORAGE_KEY = 'user-uuid';
