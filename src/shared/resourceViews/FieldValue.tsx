import {
  BooleanField,
  NumberField,
  ReferenceField,
  SelectField,
  TextField,
  useFieldValue,
  useTranslate,
} from 'react-admin';
import type { FieldDeclaration } from '../declarations/types';
import { BytesField } from './BytesField';
import { CountField } from './CountField';
import { DateTimeField } from './DateTimeField';
import { DurationField } from './DurationField';
import { LanguageField } from './LanguageField';
import { LanguagesField } from './LanguagesField';
import { LinesField } from './LinesField';

/** A value written by its declaration's `text`. */
const DeclaredText = ({
  source,
  text,
}: {
  source: string;
  text: NonNullable<FieldDeclaration['text']>;
}) => {
  const translate = useTranslate();
  return <span>{text(useFieldValue({ source }), translate)}</span>;
};

/**
 * The displayed value of one declared field (list cells, read-only form values); the field's
 * `text`, else its `Field` slot, replaces it. In lists, a `lines` field shows its number of lines. Dates follow the
 * UI language and the user's time zone. A generated list writes texts, numbers, dates and
 * languages without it (useListCellRenders).
 */
export const FieldValue = ({
  field,
  variant,
}: {
  field: FieldDeclaration;
  variant: 'list' | 'detail';
}) => {
  const { source } = field;
  if (field.text) return <DeclaredText source={source} text={field.text} />;
  if (field.Field) return <field.Field source={source} />;
  switch (field.type) {
    case 'number':
      return <NumberField source={source} />;
    case 'boolean':
      return <BooleanField source={source} />;
    case 'date':
      return <DateTimeField source={source} />;
    case 'duration':
      return <DurationField source={source} />;
    case 'bytes':
      return <BytesField source={source} />;
    case 'language':
      return <LanguageField source={source} />;
    case 'languages':
      return <LanguagesField source={source} />;
    case 'reference':
      return <ReferenceField source={source} reference={field.reference ?? ''} />;
    case 'select':
      return <SelectField source={source} choices={field.choices ? [...field.choices] : []} />;
    case 'lines':
      return variant === 'list' ? <CountField source={source} /> : <LinesField source={source} />;
    default:
      return <TextField source={source} />;
  }
};
