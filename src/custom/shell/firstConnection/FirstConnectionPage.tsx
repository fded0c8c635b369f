import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSetting } from '../../../shared/settings';
import { SettingsFields, type SettingsFieldsProps } from '../settings/SettingsFields';

export interface FirstConnectionPageProps extends Omit<SettingsFieldsProps, 'withDataLanguage'> {
  productName: string;
  /** Called once the first-connection state is cleared (the app then opens the main view). */
  onDone: () => void;
}

/**
 * The first-connection screen: a short welcome where the user confirms UI language, time zone,
 * first day of the week and main view. Confirming stores them (defaults included, so the time
 * zone becomes "the saved one") and clears the first-connection state.
 */
export const FirstConnectionPage = ({
  productName,
  onDone,
  ...fields
}: FirstConnectionPageProps) => {
  const translate = useTranslate();
  const [uiLanguage, setUiLanguage] = useSetting('uiLanguage');
  const [timeZone, setTimeZone] = useSetting('timeZone');
  const [weekFirstDay, setWeekFirstDay] = useSetting('weekFirstDay');
  const [, setMainView] = useSetting('mainView');
  const [, setFirstConnection] = useSetting('isFirstConnection');
  const confirm = () => {
    setUiLanguage(uiLanguage);
    setTimeZone(timeZone);
    setWeekFirstDay(weekFirstDay);
    if (fields.mainView) setMainView(fields.mainView);
    setFirstConnection(false);
    onDone();
  };
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ display: 'grid', gap: 3, p: 4 }}>
          <Typography variant="h4" component="h1">
            {translate('shell.firstConnection.title')}
          </Typography>
          <Typography color="text.secondary">
            {translate('shell.firstConnection.intro', { product: productName })}
          </Typography>
          <SettingsFields {...fields} withDataLanguage={false} />
          <Button variant="contained" size="large" onClick={confirm}>
            {translate('shell.firstConnection.confirm')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
