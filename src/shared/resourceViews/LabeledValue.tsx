import { Labeled, useCanAccess } from 'react-admin';
import type { FieldDeclaration } from '../declarations/types';
import { FieldValue } from './FieldValue';

const Value = ({ field }: { field: FieldDeclaration }) => (
  <Labeled source={field.source}>
    <FieldValue field={field} variant="detail" />
  </Labeled>
);

/**
 * A reference shown only to users who may read the referenced resource: a client reading its
 * phone line sees the client's name (the line's own `client_name`), not an empty value and a
 * refused request to the configuration service.
 */
const ReferenceValue = ({ field }: { field: FieldDeclaration }) => {
  const { canAccess } = useCanAccess({ resource: field.reference ?? '', action: 'list' });
  return canAccess ? <Value field={field} /> : null;
};

/** A declared field shown, not edited: its label (`resources.<name>.fields.<source>`) above it. */
export const LabeledValue = ({ field }: { field: FieldDeclaration }) =>
  field.type === 'reference' ? <ReferenceValue field={field} /> : <Value field={field} />;
