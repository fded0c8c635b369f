import { required, type Validator } from 'react-admin';
import type { FieldDeclaration } from '../declarations/types';
import { dropEmptyLines } from './lines';

/**
 * A required `lines` field needs one non-empty line (empty lines are dropped on submit);
 * `isRequired` is how react-admin knows to mark the label with an asterisk.
 */
const requiredLines: Validator = Object.assign(
  (value: unknown) => (dropEmptyLines(value).length === 0 ? 'ra.validation.required' : undefined),
  { isRequired: true },
);

export const validatorsOf = (field: FieldDeclaration): Validator[] => [
  ...(field.required ? [field.type === 'lines' ? requiredLines : required()] : []),
  ...(field.validate ?? []),
];
