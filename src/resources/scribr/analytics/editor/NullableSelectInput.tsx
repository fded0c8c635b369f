import { SelectInput } from 'react-admin';

export interface NullableSelectInputProps {
  source: string;
  choices: readonly string[];
  /** i18n prefix of the choices' names: `<prefix>.<choice>`. */
  names: string;
  /** i18n key of the empty choice (saved as null). */
  emptyText: string;
}

/** A select whose empty choice saves null (the service's "none"), never an empty string. */
export const NullableSelectInput = ({
  source,
  choices,
  names,
  emptyText,
}: NullableSelectInputProps) => (
  <SelectInput
    source={source}
    choices={choices.map((id) => ({ id, name: `${names}.${id}` }))}
    emptyText={emptyText}
    parse={(value: string) => (value === '' ? null : value)}
    format={(value: string | null | undefined) => value ?? ''}
    fullWidth
  />
);
