import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useInput, useResourceContext, useTranslate } from 'react-admin';

const KEYS = 'resources.lmfactory/language-models.aliases';

/** The service's alias rule: letters, digits, ".", "_" and "-", starting with a letter or digit. */
export const ALIAS_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * A list of aliases as chips: type one and press Enter (or leave the field) to add it, Backspace
 * or a chip's delete button to remove one. Malformed and repeated aliases are refused on the
 * spot; the save's errors (an alias another model has) show under the field.
 */
export const AliasesInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { field, fieldState, id } = useInput<string[]>({ source, defaultValue: [] });
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const aliases: string[] = Array.isArray(field.value) ? field.value : [];

  const change = (next: string[]) => {
    setRefusal(undefined);
    field.onChange(next);
  };
  const add = (typed: string) => {
    const alias = typed.trim();
    if (alias === '') return;
    if (!ALIAS_PATTERN.test(alias)) return setRefusal(translate(`${KEYS}.invalid`, { alias }));
    if (aliases.some((known) => known.toLowerCase() === alias.toLowerCase())) {
      return setRefusal(translate(`${KEYS}.duplicate`, { alias }));
    }
    setText('');
    change([...aliases, alias]);
  };

  const error = refusal ?? fieldState.error?.message;
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      id={id}
      options={[]}
      value={aliases}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') setText(value);
      }}
      onChange={(_event, next, reason, details) => {
        if (reason === 'createOption' && details) return add(String(details.option));
        change(next.map(String));
      }}
      sx={{ width: '100%', mb: 2 }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={() => {
            add(text);
            field.onBlur();
          }}
          label={translate(`resources.${resource}.fields.${source}`)}
          placeholder={translate(`${KEYS}.placeholder`)}
          error={!!error}
          helperText={error ?? translate(`${KEYS}.help`)}
        />
      )}
    />
  );
};
