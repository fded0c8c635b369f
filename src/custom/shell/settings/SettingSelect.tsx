import { MenuItem, TextField } from '@mui/material';

export interface SettingSelectProps<T extends string | number> {
  label: string;
  value: T | '';
  choices: ReadonlyArray<{ id: T; name: string }>;
  onChange: (value: T) => void;
  helperText?: string;
}

/** A select bound to one setting. */
export const SettingSelect = <T extends string | number>({
  label,
  value,
  choices,
  onChange,
  helperText,
}: SettingSelectProps<T>) => (
  <TextField
    select
    fullWidth
    label={label}
    value={choices.some((choice) => choice.id === value) ? value : ''}
    helperText={helperText}
    onChange={(event) => {
      const chosen = choices.find((choice) => String(choice.id) === String(event.target.value));
      if (chosen) onChange(chosen.id);
    }}
  >
    {choices.map((choice) => (
      <MenuItem key={choice.id} value={choice.id}>
        {choice.name}
      </MenuItem>
    ))}
  </TextField>
);
