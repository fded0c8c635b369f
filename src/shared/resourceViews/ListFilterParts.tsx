// What a list's filters render, in a chunk of its own (issue 16): react-admin's filter form and
// inputs bring the form library, and a list's first screen draws its rows without them.
export {
  DateInput,
  FilterButton,
  FilterForm,
  NullableBooleanInput,
  NumberInput,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';
export { LanguageInput } from './LanguageInput';
