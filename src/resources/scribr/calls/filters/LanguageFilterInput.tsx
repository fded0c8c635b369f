import type { UrlFilterInputProps } from '../../../../shared/declarations/types';
import { useAvailableLanguages } from '../../../../shared/resourceViews';
import { ChoiceInput } from '../../../../shared/serverList/inputs/ChoiceInput';

/** The calls' language: the section's `?language=` (always set: the guard fills it). */
export const LanguageFilterInput = (props: UrlFilterInputProps<string>) => {
  const languages = useAvailableLanguages();
  const choices =
    props.value && !languages.some(({ id }) => id === props.value)
      ? [...languages, { id: props.value, name: props.value }]
      : languages;
  return <ChoiceInput<string> {...props} choices={choices} />;
};
