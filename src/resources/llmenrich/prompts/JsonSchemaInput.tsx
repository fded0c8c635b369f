import { useRef } from 'react';
import { TextInput, type Validator } from 'react-admin';

/** Text → the form value: blank → null, JSON → its value, anything else → the text as typed. */
export const parseJsonText = (text: string): unknown => {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** A string left in the form is text that did not parse (parsed JSON is never a bare string here). */
export const validJson: Validator = (value: unknown) =>
  typeof value === 'string' ? 'resources.llmenrich/prompts.errors.invalidJson' : undefined;

/**
 * The answer's JSON Schema, typed as JSON text: parsed as it is typed, refused at the field when it
 * is not JSON (the service checks that it is a JSON Schema). What was typed is shown as typed.
 */
export const JsonSchemaInput = ({ source }: { source: string }) => {
  const typed = useRef<{ text: string; value: unknown }>({ text: '', value: null });
  return (
    <TextInput
      source={source}
      fullWidth
      multiline
      minRows={3}
      validate={validJson}
      helperText="resources.llmenrich/prompts.help.json_schema"
      parse={(text: string) => {
        const value = parseJsonText(text);
        typed.current = { text, value };
        return value;
      }}
      format={(value: unknown) => {
        if (value === null || value === undefined)
          return typed.current.value === null ? typed.current.text : '';
        if (typeof value === 'string') return value;
        return JSON.stringify(value) === JSON.stringify(typed.current.value)
          ? typed.current.text
          : JSON.stringify(value, null, 2);
      }}
    />
  );
};
