import { Stack } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import {
  AutocompleteArrayInput,
  ReferenceArrayInput,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectionCounter } from './SelectionCounter';

const KEYS = 'resources.lmfactory/language-models';

const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** At least one corpus or dictionary (the service's rule, checked before sending). */
const chooseOne: Validator = (_value, values) =>
  count(values?.corpuses) + count(values?.dictionaries) === 0
    ? `${KEYS}.create.chooseOne`
    : undefined;

const dictionaryText = (record: RaRecord) =>
  record?.version ? `${record.label} · v${record.version.current}` : (record?.label ?? '');

/**
 * The corpuses and dictionaries (latest versions) of the form's language to build from, each a
 * searchable multi-select, with counters of what is chosen. Changing the language empties both.
 */
export const ModelSourcesInput = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [lang, corpuses, dictionaries] = useWatch({ name: ['lang', 'corpuses', 'dictionaries'] });
  const previousLang = useRef(lang);
  useEffect(() => {
    if (previousLang.current === lang) return;
    previousLang.current = lang;
    setValue('corpuses', [], { shouldDirty: true });
    setValue('dictionaries', [], { shouldDirty: true });
  }, [lang, setValue]);
  const filter = useMemo(() => ({ language: lang }), [lang]);
  return (
    <Stack sx={{ width: '100%' }} spacing={1}>
      <Stack direction="row" spacing={1} aria-label={translate(`${KEYS}.create.chosen`)}>
        <SelectionCounter count={count(corpuses)} messageKey={`${KEYS}.create.corpusCount`} />
        <SelectionCounter
          count={count(dictionaries)}
          messageKey={`${KEYS}.create.dictionaryCount`}
        />
      </Stack>
      <ReferenceArrayInput
        source="corpuses"
        reference="lmfactory/corpuses"
        filter={filter}
        perPage={100}
        sort={{ field: 'label', order: 'ASC' }}
      >
        <AutocompleteArrayInput
          optionText="label"
          filterSelectedOptions
          validate={chooseOne}
          fullWidth
          helperText={`${KEYS}.create.corpusesHelp`}
        />
      </ReferenceArrayInput>
      <ReferenceArrayInput
        source="dictionaries"
        reference="lmfactory/dictionaries"
        filter={filter}
        perPage={100}
        sort={{ field: 'label', order: 'ASC' }}
      >
        <AutocompleteArrayInput
          optionText={dictionaryText}
          filterSelectedOptions
          fullWidth
          helperText={`${KEYS}.create.dictionariesHelp`}
        />
      </ReferenceArrayInput>
    </Stack>
  );
};
