import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useAvailableLanguages } from '../../../shared/generated/useAvailableLanguages';
import { UI_LANGUAGES } from '../../../shared/i18n';
import { useSetting } from '../../../shared/settings';
import { SettingSelect } from './SettingSelect';
import { TimeZoneInput } from './TimeZoneInput';
import type { MainViewChoice } from './types';
import { weekDayChoices } from './weekDays';

export interface SettingsFieldsProps {
  mainViews: readonly MainViewChoice[];
  /** The page the mainView setting opens for this user (its resource name). */
  mainView?: string;
  /** Leave the data language out (the first-connection screen keeps it short). */
  withDataLanguage?: boolean;
}

const uiLanguages = UI_LANGUAGES.map(({ locale, name }) => ({ id: locale, name }));

/** The user settings a user changes (spec §3), each applied and stored as soon as it changes. */
export const SettingsFields = ({
  mainViews,
  mainView,
  withDataLanguage = true,
}: SettingsFieldsProps) => {
  const translate = useTranslate();
  const [uiLanguage, setUiLanguage] = useSetting('uiLanguage');
  const [language, setLanguage] = useSetting('language');
  const [weekFirstDay, setWeekFirstDay] = useSetting('weekFirstDay');
  const [, setMainView] = useSetting('mainView');
  const dataLanguages = useAvailableLanguages();
  const weekDays = useMemo(() => weekDayChoices(uiLanguage), [uiLanguage]);
  return (
    <Stack spacing={2.5}>
      <SettingSelect
        label={translate('shell.settings.uiLanguage')}
        value={uiLanguage}
        choices={uiLanguages}
        onChange={setUiLanguage}
      />
      {withDataLanguage && (
        <SettingSelect
          label={translate('shell.settings.language')}
          value={language}
          choices={dataLanguages}
          onChange={setLanguage}
        />
      )}
      <TimeZoneInput />
      <SettingSelect
        label={translate('shell.settings.weekFirstDay')}
        value={weekFirstDay}
        choices={weekDays}
        onChange={setWeekFirstDay}
      />
      <SettingSelect
        label={translate('shell.settings.mainView')}
        helperText={translate('shell.settings.mainViewHint')}
        value={mainView ?? ''}
        choices={mainViews}
        onChange={setMainView}
      />
    </Stack>
  );
};
