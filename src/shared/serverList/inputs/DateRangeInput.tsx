import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UrlFilterInputProps } from '../../declarations/types';
import { useSetting } from '../../settings';
import { DATE_PRESETS, resolveDateRange, type DateRange } from '../ranges';
import { ChoiceInput } from './ChoiceInput';

const CUSTOM = 'custom';

/**
 * A period: today, the last 7 or 30 days (in the user's time zone), or custom days from / to. A
 * custom range starts from the days the preset covered.
 */
export const DateRangeInput = (props: UrlFilterInputProps<DateRange>) => {
  const translate = useTranslate();
  const [timeZone] = useSetting('timeZone');
  const { value, onChange, label } = props;
  const mode = value === undefined ? undefined : 'preset' in value ? value.preset : CUSTOM;
  const days = value && resolveDateRange(value, timeZone, new Date());
  const setDay = (which: 'begin' | 'end', day: string) => {
    if (!days || !day) return;
    const next = { ...days, [which]: day };
    onChange(next.begin <= next.end ? next : { begin: next.end, end: next.begin });
  };
  return (
    <Stack direction="row" spacing={1}>
      <ChoiceInput<string>
        label={label}
        values={props.values}
        value={mode}
        anyLabel="console.filters.dateRange.any"
        choices={[...DATE_PRESETS, CUSTOM].map((id) => ({
          id,
          name: `console.filters.dateRange.${id}`,
        }))}
        onChange={(next) => {
          if (next === undefined) onChange(undefined);
          else if (next === CUSTOM)
            onChange(resolveDateRange(value ?? { preset: 'last7days' }, timeZone, new Date()));
          else onChange({ preset: next as (typeof DATE_PRESETS)[number] });
        }}
      />
      {mode === CUSTOM && days && (
        <>
          <TextField
            fullWidth={false}
            size="small"
            type="date"
            label={translate('console.filters.dateRange.from')}
            value={days.begin}
            onChange={(event) => setDay('begin', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            fullWidth={false}
            size="small"
            type="date"
            label={translate('console.filters.dateRange.to')}
            value={days.end}
            onChange={(event) => setDay('end', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </Stack>
  );
};
