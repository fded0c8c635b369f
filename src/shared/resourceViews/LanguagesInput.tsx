import { SelectArrayInput, type SelectArrayInputProps } from 'react-admin';
import { useAvailableLanguages } from './useAvailableLanguages';

/** Language codes among the user's available languages. */
export const LanguagesInput = (props: SelectArrayInputProps) => (
  <SelectArrayInput choices={useAvailableLanguages()} {...props} />
);
