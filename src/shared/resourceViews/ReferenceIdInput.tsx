import { AutocompleteInput, ReferenceInput, type InputProps } from 'react-admin';

/**
 * A record of another declared resource, chosen by its title (the referenced declaration's
 * `recordRepresentation`); typing searches it (`q`).
 */
export const ReferenceIdInput = ({
  reference,
  validate,
  ...props
}: InputProps & { reference: string; fullWidth?: boolean }) => (
  <ReferenceInput {...props} reference={reference} perPage={50}>
    <AutocompleteInput fullWidth validate={validate} label={props.label} />
  </ReferenceInput>
);
