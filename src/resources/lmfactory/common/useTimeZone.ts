import { useStore } from 'react-admin';

/** User setting `timeZone` (spec §3): the react-admin store value, else the browser's zone. */
export const TIME_ZONE_SETTING_KEY = 'settings.timeZone';

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const useTimeZone = (): string => {
  const [timeZone] = useStore<string | undefined>(TIME_ZONE_SETTING_KEY);
  return timeZone || browserTimeZone();
};
