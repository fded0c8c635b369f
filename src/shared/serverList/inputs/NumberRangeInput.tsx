import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { UrlFilterInputProps } from '../../declarations/types';
import type { NumberRange } from '../ranges';

const parse = (text: string) => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
};

/** From / to (either may be empty), applied when a field loses focus or on Enter. */
export const NumberRangeInput = ({
  value,
  onChange,
  label,
  unit,
}: UrlFilterInputProps<NumberRange> & { unit?: string }) => {
  const translate = useTranslate();
  const [min, setMin] = useState(value?.min?.toString() ?? '');
  const [max, setMax] = useState(value?.max?.toString() ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL changed the range (a link, a saved view): show it.
    setShown(value);
    setMin(value?.min?.toString() ?? '');
    setMax(value?.max?.toString() ?? '');
  }
  const apply = () => {
    const next = { min: parse(min), max: parse(max) };
    if (next.min === undefined && next.max === undefined) onChange(undefined);
    else if (next.min !== undefined && next.max !== undefined && next.min > next.max)
      onChange({ min: next.max, max: next.min });
    else onChange(next);
  };
  const field = (which: 'min' | 'max', text: string, set: (text: string) => void) => (
    <TextField
      fullWidth={false}
      size="small"
      type="number"
      label={`${label} ${translate(`console.filters.range.${which}`)}${unit ? ` (${unit})` : ''}`}
      value={text}
      onChange={(event) => set(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      slotProps={{ htmlInput: { min: 0 } }}
      sx={{ width: 150 }}
    />
  );
  return (
    <Stack direction="row" spacing={1}>
      {field('min', min, setMin)}
      {field('max', max, setMax)}
    </Stack>
  );
};
