import { Chip, Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  ReferenceArrayInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';

const label = (source: string) => `resources.enrich/packages.fields.${source}`;

/** The package's tags: a multi-select of the Moriarty tags of the package's language. */
export const TagIdsInput = ({ source }: { source: string }) => {
  const language = useWatch({ name: 'language' }) as string | undefined;
  return (
    <ReferenceArrayInput
      source={source}
      reference="moriarty/tags"
      filter={language ? { language } : {}}
      perPage={200}
    >
      <AutocompleteArrayInput
        label={label(source)}
        optionText="label"
        disabled={!language}
        helperText={language ? false : 'resources.enrich/packages.chooseLanguage'}
      />
    </ReferenceArrayInput>
  );
};

/** The package's clients: a multi-select of the configuration service's clients. */
export const ClientIdsInput = ({ source }: { source: string }) => (
  <ReferenceArrayInput source={source} reference="config/clients" perPage={200}>
    <AutocompleteArrayInput label={label(source)} optionText="name" />
  </ReferenceArrayInput>
);

/** A list of ids as chips (read-only pages; names are in the side panels). */
export const IdChipsField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const ids = (record?.[source] as readonly number[] | undefined) ?? [];
  if (!ids.length) return <>{translate('resources.enrich/packages.none')}</>;
  return (
    <Stack direction="row" gap={0.5} flexWrap="wrap">
      {ids.map((id) => (
        <Chip key={id} size="small" label={`#${id}`} />
      ))}
    </Stack>
  );
};
