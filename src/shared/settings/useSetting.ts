import { useStore } from 'react-admin';
import { shortLanguageCode } from '../i18n/languageCode';
import { useSession } from '../session';
import { settingStoreKey, type SettingName } from './storageKeys';
import { settingDefault, type UserFreeSetting } from './storedSetting';
import type { UserSettings } from './userSettings';

const useDefaultOf = <K extends SettingName>(name: K): UserSettings[K] => {
  const languages = useSession((session) => session.languages);
  const uiLanguage = useSession((session) => session.uiLanguage);
  // The first of the user's languages (token claim app_metadata.languages), else the UI language.
  if (name === 'language') return (languages[0] ?? uiLanguage) as UserSettings[K];
  if (name === 'uiLanguage') return uiLanguage as UserSettings[K];
  return settingDefault(name as UserFreeSetting) as UserSettings[K];
};

/**
 * One user setting (spec §3) and its setter, over the per-user react-admin store item
 * `settings.<name>` (`locale` for uiLanguage): `const [timeZone, setTimeZone] = useSetting('timeZone')`.
 * Unset → the default (timeZone: the browser's; language: the user's first language).
 */
export const useSetting = <K extends SettingName>(
  name: K,
): [UserSettings[K], (value: UserSettings[K]) => void] => {
  const fallback = useDefaultOf(name);
  const [stored, setStored] = useStore<UserSettings[K] | undefined>(settingStoreKey(name));
  const value = stored ?? fallback;
  // A stored language code is read like every other (spec §3: 'cust-fr' → 'fr').
  if (name === 'language' && typeof value === 'string') {
    return [shortLanguageCode(value) as UserSettings[K], setStored];
  }
  return [value, setStored];
};
