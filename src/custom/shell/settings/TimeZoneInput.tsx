import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { supportedTimeZones, useSetting } from '../../../shared/settings';

/**
 * The time zone, searchable among every IANA zone the browser knows; `save` wraps the store
 * (the panel's send status).
 */
export const TimeZoneInput = ({
  save,
}: {
  save: (setter: (value: string) => void) => (value: string) => void;
}) => {
  const translate = useTranslate();
  const [timeZone, setTimeZone] = useSetting('timeZone');
  const zones = useMemo(() => supportedTimeZones(timeZone), [timeZone]);
  return (
    <Autocomplete
      options={zones}
      value={timeZone}
      disableClearable
      autoHighlight
      onChange={(_event, value) => save(setTimeZone)(value)}
      renderInput={(params) => (
        <TextField {...params} label={translate('shell.settings.timeZone')} />
      )}
    />
  );
};
