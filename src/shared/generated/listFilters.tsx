import type { ReactElement } from 'react';
import {
  DateInput,
  NullableBooleanInput,
  NumberInput,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FieldDeclaration, Resource } from '../declarations/types';
import { LanguageInput } from './LanguageInput';

const filterInput = (field: FieldDeclaration): ReactElement => {
  const props = { key: field.source, source: field.source };
  switch (field.type) {
    case 'number':
      return <NumberInput {...props} />;
    case 'boolean':
      return <NullableBooleanInput {...props} />;
    case 'date':
      return <DateInput {...props} />;
    case 'select':
      return <SelectInput {...props} choices={field.choices ? [...field.choices] : []} />;
    case 'language':
      return <LanguageInput {...props} />;
    default:
      return <TextInput {...props} />;
  }
};

/**
 * The list's filter inputs: a free-text `q` search (always shown) when a field is `search`, and
 * one input per field with a `filter` match mode; the data provider applies the declared mode.
 */
export const listFilters = (resource: Resource): ReactElement[] => [
  ...(resource.fields.some((field) => field.search)
    ? [<SearchInput key="q" source="q" alwaysOn />]
    : []),
  ...resource.fields.filter((field) => field.filter).map(filterInput),
];
