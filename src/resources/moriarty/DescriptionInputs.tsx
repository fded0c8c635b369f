import { maxValue, minValue, NumberInput, required, TextInput, type Validator } from 'react-admin';

const integer: Validator = (value: unknown) =>
  value === null || value === undefined || Number.isInteger(value)
    ? undefined
    : 'moriarty.validation.integer';

/** The service's bounds: 0 to 10 minutes. */
const validateDelay = [required(), integer, minValue(0), maxValue(600000)];

/** Fields clues and tags share (spec §3): package, descriptions, concatenation delay (ms). */
export const DescriptionInputs = () => (
  <>
    <TextInput source="package" fullWidth />
    <TextInput source="private_description" multiline minRows={2} fullWidth />
    <TextInput source="public_description" multiline minRows={2} fullWidth />
    <NumberInput source="concatenation_delay" validate={validateDelay} min={0} step={50} />
  </>
);
