import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UrlFilterInputProps } from '../../declarations/types';

export interface ChoiceInputProps<
  Value extends string | boolean,
> extends UrlFilterInputProps<Value> {
  choices: readonly { id: Value; name: string }[];
  /** Label of "no condition"; none = a value is always chosen. */
  anyLabel?: string;
}

/** One of a few choices (yes / no, and / or, a language); `name` is an i18n key or a label. */
export const ChoiceInput = <Value extends string | boolean>({
  value,
  onChange,
  label,
  choices,
  anyLabel,
}: ChoiceInputProps<Value>) => {
  const translate = useTranslate();
  const index = choices.findIndex((choice) => choice.id === value);
  return (
    <TextField
      fullWidth={false}
      select
      size="small"
      label={label}
      value={index < 0 ? '' : String(index)}
      onChange={(event) =>
        onChange(event.target.value === '' ? undefined : choices[Number(event.target.value)].id)
      }
      sx={{ minWidth: 140 }}
    >
      {anyLabel !== undefined && (
        <MenuItem value="">{translate(anyLabel, { _: anyLabel })}</MenuItem>
      )}
      {choices.map((choice, at) => (
        <MenuItem key={String(choice.id)} value={String(at)}>
          {translate(choice.name, { _: choice.name })}
        </MenuItem>
      ))}
    </TextField>
  );
};
