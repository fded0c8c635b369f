import {
  BooleanInput,
  DateTimeInput,
  NumberInput,
  SelectInput,
  TextInput,
  type InputProps,
} from 'react-admin';
import type { FieldDeclaration } from '../declarations/types';
import { validatorsOf } from './fieldValidators';
import { LanguageInput } from './LanguageInput';
import { LanguagesInput } from './LanguagesInput';
import { LinesInput } from './LinesInput';
import { ReferenceIdInput } from './ReferenceIdInput';

/** The form input of one declared field, by type; the field's `Input` slot replaces it. */
export const FieldInput = ({ field }: { field: FieldDeclaration }) => {
  if (field.Input) return <field.Input source={field.source} />;
  const props: InputProps & { fullWidth: boolean } = {
    source: field.source,
    validate: validatorsOf(field),
    fullWidth: true,
  };
  switch (field.type) {
    case 'longText':
      return <TextInput {...props} multiline minRows={3} />;
    case 'number':
    case 'duration':
    case 'bytes':
      return <NumberInput {...props} />;
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'date':
      return <DateTimeInput {...props} />;
    case 'select':
      return <SelectInput {...props} choices={field.choices ? [...field.choices] : []} />;
    case 'lines':
      return <LinesInput {...props} />;
    case 'language':
      return <LanguageInput {...props} />;
    case 'languages':
      return <LanguagesInput {...props} />;
    case 'reference':
      return <ReferenceIdInput {...props} reference={field.reference ?? ''} />;
    default:
      return <TextInput {...props} />;
  }
};
