import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { useSetting } from '../settings';
import { dateTimeFormat } from './dateTime';

export interface DisplayFormats {
  locale: string;
  timeZone: string;
  dateTime: Intl.DateTimeFormat;
  fullDateTime: Intl.DateTimeFormat;
}

/**
 * What values are written with: the UI language (react-admin's locale) and the user's time-zone
 * setting (spec §3: the saved one, else the browser's), and the date-time formats of both.
 */
export const useDisplayFormats = (): DisplayFormats => {
  const [locale] = useLocaleState();
  const [timeZone] = useSetting('timeZone');
  return useMemo(
    () => ({
      locale,
      timeZone,
      dateTime: dateTimeFormat(locale, timeZone, 'short'),
      fullDateTime: dateTimeFormat(locale, timeZone, 'full'),
    }),
    [locale, timeZone],
  );
};
