import type { ReactElement } from 'react';
import type { FieldDeclaration, Resource } from '../declarations/types';
import { onDemand, onDemandPart } from '../preload';

// The inputs load with the filter form, after the list's rows (ListFilterParts); react-admin's
// filter button and form read only these elements' props until then.
const parts = () => import('./ListFilterParts');
const DateInput = onDemandPart(parts, 'DateInput');
const NullableBooleanInput = onDemandPart(parts, 'NullableBooleanInput');
const NumberInput = onDemandPart(parts, 'NumberInput');
const SearchInput = onDemandPart(parts, 'SearchInput');
const SelectInput = onDemandPart(parts, 'SelectInput');
const TextInput = onDemandPart(parts, 'TextInput');
const LanguageInput = onDemandPart(parts, 'LanguageInput');

// A reference filter (an autocomplete over another resource) loads when a list shows one: few
// do, and it brought MUI's Autocomplete with every list (issue 16).
const ReferenceIdInput = onDemand(() =>
  import('./ReferenceIdInput').then((module) => module.ReferenceIdInput),
);

const filterInput = (field: FieldDeclaration): ReactElement => {
  const { source } = field;
  switch (field.type) {
    case 'number':
      return <NumberInput key={source} source={source} />;
    case 'boolean':
      return <NullableBooleanInput key={source} source={source} />;
    case 'date':
      return <DateInput key={source} source={source} />;
    case 'select':
      return (
        <SelectInput
          key={source}
          source={source}
          choices={field.choices ? [...field.choices] : []}
        />
      );
    case 'language':
      return <LanguageInput key={source} source={source} />;
    case 'reference':
      return <ReferenceIdInput key={source} source={source} reference={field.reference ?? ''} />;
    default:
      return <TextInput key={source} source={source} />;
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
