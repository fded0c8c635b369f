import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useAvailableLanguages } from '../../../shared/resourceViews/useAvailableLanguages';
import { UI_LANGUAGES } from '../../../shared/i18n';
import { SendStatusText, useSendStatus } from '../../../shared/sendStatus';
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
  // Each change is stored at once (local storage may refuse it: full, or disabled).
  const { status, track } = useSendStatus('shell.settings.saveFailed');
  const saving =
    <T,>(setter: (value: T) => void) =>
    (value: T) =>
      void track(() => setter(value));
  const weekDays = useMemo(() => weekDayChoices(uiLanguage), [uiLanguage]);
  return (
    <Stack spacing={2.5}>
      <SettingSelect
        label={translate('shell.settings.uiLanguage')}
        value={uiLanguage}
        choices={uiLanguages}
        onChange={saving(setUiLanguage)}
      />
      {withDataLanguage && (
        <SettingSelect
          label={translate('shell.settings.language')}
          value={language}
          choices={dataLanguages}
          onChange={saving(setLanguage)}
        />
      )}
      <TimeZoneInput save={saving} />
      <SettingSelect
        label={translate('shell.settings.weekFirstDay')}
        value={weekFirstDay}
        choices={weekDays}
        onChange={saving(setWeekFirstDay)}
      />
      <SettingSelect
        label={translate('shell.settings.mainView')}
        helperText={translate('shell.settings.mainViewHint')}
        value={mainView ?? ''}
        choices={mainViews}
        onChange={saving(setMainView)}
      />
      <SendStatusText status={status} />
    </Stack>
  );
};
