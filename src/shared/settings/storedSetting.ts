import type { Store } from 'react-admin';
import { settingStoreKey, type SettingName } from './storageKeys';
import { browserTimeZone } from './timeZones';
import { STATIC_DEFAULTS, type UserSettings } from './userSettings';

/** The settings whose default depends on no user (language and uiLanguage follow the session). */
export type UserFreeSetting = Exclude<SettingName, 'language' | 'uiLanguage'>;

/** The default of such a setting: the browser's time zone, else the static default. */
export const settingDefault = <K extends UserFreeSetting>(name: K): UserSettings[K] =>
  (name === 'timeZone'
    ? browserTimeZone()
    : STATIC_DEFAULTS[name as keyof typeof STATIC_DEFAULTS]) as UserSettings[K];

/** Such a setting as useSetting reads it, outside React (start-up): stored, else its default. */
export const storedSetting = <K extends UserFreeSetting>(store: Store, name: K): UserSettings[K] =>
  store.getItem<UserSettings[K]>(settingStoreKey(name)) ?? settingDefault(name);
