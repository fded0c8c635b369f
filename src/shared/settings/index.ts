export {
  RA_STORE_PREFIX,
  SETTING_NAMES,
  SETTINGS_STORE_ID,
  settingStoreKey,
  USER_UUID_STORAGE_KEY,
  userSettingStorageKey,
  userStoreAppKey,
} from './storageKeys';
export type { SettingName } from './storageKeys';
export {
  DEFAULT_MAIN_VIEW,
  DEFAULT_WEEK_FIRST_DAY,
  MAIN_VIEW_ALIASES,
  STATIC_DEFAULTS,
} from './userSettings';
export type { UserSettings } from './userSettings';
export { createUserStore } from './userStore';
export { useSetting } from './useSetting';
export { storedSetting } from './storedSetting';
export { LANGUAGE_SETTING_KEY, useLanguageSetting } from './useLanguageSetting';
export type { LanguageSetting } from './useLanguageSetting';
export { browserTimeZone, forgetBrowserTimeZone, supportedTimeZones } from './timeZones';
export { getUserUuid } from './userUuid';
