import { TextInput, type TextInputProps } from 'react-admin';
import { formatLines, parseLines } from './lines';

/** A string[] typed one item per line (empty lines are dropped on submit, see toSubmitted). */
export const LinesInput = (props: TextInputProps) => (
  <TextInput multiline minRows={4} format={formatLines} parse={parseLines} {...props} />
);
