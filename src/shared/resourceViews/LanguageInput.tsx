import { SelectInput, type SelectInputProps } from 'react-admin';
import { useAvailableLanguages } from './useAvailableLanguages';

/** A language code among the user's available languages. */
export const LanguageInput = (props: SelectInputProps) => {
  const languages = useAvailableLanguages();
  return <SelectInput choices={languages} {...props} />;
};
