import { BooleanField, NumberField, ReferenceField, SelectField, TextField } from 'react-admin';
import type { FieldDeclaration } from '../declarations/types';
import { BytesField } from './BytesField';
import { CountField } from './CountField';
import { DateTimeField } from './DateTimeField';
import { DurationField } from './DurationField';
import { LanguageField } from './LanguageField';
import { LanguagesField } from './LanguagesField';
import { LinesField } from './LinesField';
import { DateTimeCell, LanguageCell, NumberCell, TextCell } from './ListCellValues';

/**
 * The displayed value of one declared field (list cells, read-only form values); the field's
 * `Field` slot replaces it. In lists, a `lines` field shows its number of lines. Dates follow the
 * UI language and the user's time zone. List cells write texts, numbers, dates and languages
 * plainly (ListCellValues).
 */
export const FieldValue = ({
  field,
  variant,
}: {
  field: FieldDeclaration;
  variant: 'list' | 'detail';
}) => {
  const { source } = field;
  if (field.Field) return <field.Field source={source} />;
  switch (field.type) {
    case 'number':
      return variant === 'list' ? <NumberCell source={source} /> : <NumberField source={source} />;
    case 'boolean':
      return <BooleanField source={source} />;
    case 'date':
      return variant === 'list' ? (
        <DateTimeCell source={source} />
      ) : (
        <DateTimeField source={source} />
      );
    case 'duration':
      return <DurationField source={source} />;
    case 'bytes':
      return <BytesField source={source} />;
    case 'language':
      return variant === 'list' ? (
        <LanguageCell source={source} />
      ) : (
        <LanguageField source={source} />
      );
    case 'languages':
      return <LanguagesField source={source} />;
    case 'reference':
      return <ReferenceField source={source} reference={field.reference ?? ''} />;
    case 'select':
      return <SelectField source={source} choices={field.choices ? [...field.choices] : []} />;
    case 'lines':
      return variant === 'list' ? <CountField source={source} /> : <LinesField source={source} />;
    default:
      return variant === 'list' ? <TextCell source={source} /> : <TextField source={source} />;
  }
};
