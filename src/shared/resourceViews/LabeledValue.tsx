import { Labeled } from 'react-admin';
import type { FieldDeclaration } from '../declarations/types';
import { FieldValue } from './FieldValue';

/** A declared field shown, not edited: its label (`resources.<name>.fields.<source>`) above it. */
export const LabeledValue = ({ field }: { field: FieldDeclaration }) => (
  <Labeled source={field.source}>
    <FieldValue field={field} variant="detail" />
  </Labeled>
);
