import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChoiceInput } from '../../../shared/serverList/inputs/ChoiceInput';
import { useSetting } from '../../../shared/settings';
import { PERIOD_PRESETS, periodDays, type Period, type PeriodPreset } from './period';

const CUSTOM = 'custom';
const CHOICES = [...PERIOD_PRESETS, CUSTOM].map((id) => ({ id, name: `devConsole.periods.${id}` }));

export interface PeriodInputProps {
  value: Period | undefined;
  onChange: (period: Period) => void;
}

/**
 * The period: the last 24 hours, 7 or 30 days, or custom days from / to (in the user's time
 * zone). A custom period starts from the days the preset covered.
 */
export const PeriodInput = ({ value, onChange }: PeriodInputProps) => {
  const translate = useTranslate();
  const [timeZone] = useSetting('timeZone');
  const mode = value && ('preset' in value ? value.preset : CUSTOM);
  const days = value && periodDays(value, timeZone, new Date());
  const setDay = (which: 'begin' | 'end', day: string) => {
    if (!days || !day) return;
    const next = { ...days, [which]: day };
    onChange(next.begin <= next.end ? next : { begin: next.end, end: next.begin });
  };
  const dayField = (which: 'begin' | 'end', label: string) => (
    <TextField
      fullWidth={false}
      size="small"
      type="date"
      label={translate(label)}
      value={days?.[which] ?? ''}
      onChange={(event) => setDay(which, event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack direction="row" spacing={1}>
      <ChoiceInput<string>
        label={translate('devConsole.filters.period')}
        value={mode}
        values={{}}
        choices={CHOICES}
        onChange={(next) => {
          if (next === CUSTOM && days) onChange(days);
          else if (next && next !== CUSTOM) onChange({ preset: next as PeriodPreset });
        }}
      />
      {mode === CUSTOM && dayField('begin', 'console.filters.dateRange.from')}
      {mode === CUSTOM && dayField('end', 'console.filters.dateRange.to')}
    </Stack>
  );
};
