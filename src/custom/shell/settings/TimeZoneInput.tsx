import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { supportedTimeZones, useSetting } from '../../../shared/settings';

/** The time zone, searchable among every IANA zone the browser knows. */
export const TimeZoneInput = () => {
  const translate = useTranslate();
  const [timeZone, setTimeZone] = useSetting('timeZone');
  const zones = useMemo(() => supportedTimeZones(timeZone), [timeZone]);
  return (
    <Autocomplete
      options={zones}
      value={timeZone}
      disableClearable
      autoHighlight
      onChange={(_event, value) => setTimeZone(value)}
      renderInput={(params) => (
        <TextField {...params} label={translate('shell.settings.timeZone')} />
      )}
    />
  );
};
