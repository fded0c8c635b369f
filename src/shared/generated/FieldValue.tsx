import {
  BooleanField,
  DateField,
  FunctionField,
  NumberField,
  SelectField,
  TextField,
  type RaRecord,
} from 'react-admin';
import type { FieldDeclaration } from '../declarations/types';
import { LinesField } from './LinesField';

/**
 * The displayed value of one declared field (list cells, read-only form values); the field's
 * `Field` slot replaces it. In lists, a `lines` field shows its number of lines.
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
      return <NumberField source={source} />;
    case 'boolean':
      return <BooleanField source={source} />;
    case 'date':
      return <DateField source={source} showTime />;
    case 'select':
      return <SelectField source={source} choices={field.choices ? [...field.choices] : []} />;
    case 'lines':
      return variant === 'list' ? (
        <FunctionField
          source={source}
          render={(record: RaRecord) => (Array.isArray(record[source]) ? record[source].length : 0)}
        />
      ) : (
        <LinesField source={source} />
      );
    default:
      return <TextField source={source} />;
  }
};
