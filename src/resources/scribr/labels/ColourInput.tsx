import { InputAdornment } from '@mui/material';
import { regex, required, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { isColour } from './ColourSwatch';

const validate = [
  required(),
  regex(/^#[0-9a-fA-F]{6}$/, 'resources.scribr/classification-labels.colourFormat'),
];

/** Native colour picker beside the text input (both keyboard-usable), same value. */
const Picker = ({ source }: { source: string }) => {
  const translate = useTranslate();
  // Not a second controller of the field: that one (the text input) holds its validation.
  const value: unknown = useWatch({ name: source });
  const { setValue } = useFormContext();
  return (
    <input
      type="color"
      aria-label={translate('resources.scribr/classification-labels.pickColour')}
      value={isColour(value) ? value.toLowerCase() : '#000000'}
      onChange={(event) =>
        setValue(source, event.target.value, { shouldDirty: true, shouldValidate: true })
      }
      style={{ width: 32, height: 24, padding: 0, border: 0, background: 'none' }}
    />
  );
};

/** A label's colour as `#rrggbb`, typed or picked. */
export const ColourInput = ({ source }: { source: string; label?: string }) => (
  <TextInput
    source={source}
    validate={validate}
    helperText="resources.scribr/classification-labels.colourHelp"
    slotProps={{
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <Picker source={source} />
          </InputAdornment>
        ),
      },
    }}
  />
);
