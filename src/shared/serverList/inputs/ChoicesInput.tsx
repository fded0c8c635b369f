import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UrlFilterInputProps } from '../../declarations/types';

export interface ChoicesInputProps<Id extends string | number> extends UrlFilterInputProps<Id[]> {
  choices: readonly { id: Id; name: string }[];
  loading?: boolean;
  /** The choices could not be loaded. */
  failed?: boolean;
  width?: number;
}

/**
 * Several of a set of choices (statuses, clients, campaigns...), as chips; `name` is an i18n key
 * or a plain label. None chosen = no condition.
 */
export const ChoicesInput = <Id extends string | number>({
  value,
  onChange,
  label,
  choices,
  loading,
  failed,
  width = 240,
}: ChoicesInputProps<Id>) => {
  const translate = useTranslate();
  type Choice = { id: Id; name: string };
  const name = (choice: Choice) => translate(choice.name, { _: choice.name });
  const chosen = choices.filter((choice) => value?.includes(choice.id));
  return (
    <Autocomplete<Choice, true>
      multiple
      openOnFocus
      size="small"
      options={[...choices]}
      value={chosen}
      loading={loading}
      getOptionLabel={name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, next) => onChange(next.length ? next.map(({ id }) => id) : undefined)}
      sx={{ width }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={failed}
          helperText={failed ? translate('console.filters.unavailable') : undefined}
        />
      )}
    />
  );
};
