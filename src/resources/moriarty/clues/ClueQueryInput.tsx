import { required, useInput, useTranslate } from 'react-admin';
import { QueryField } from '../query/QueryField';
import { syntaxErrorFromMessage, type QuerySyntaxError } from '../query/syntaxError';

const validateQuery = [required()];

/**
 * The clue's `query` input. Its error, at the field: the service's syntax error from a save
 * (a 400 with `errors.query`, set on the form) or required; else the live preview's syntax error
 * for this very query (`previewError`).
 */
export const ClueQueryInput = ({ previewError }: { previewError?: QuerySyntaxError }) => {
  const translate = useTranslate();
  const { field, fieldState, formState, id, isRequired } = useInput<string>({
    source: 'query',
    validate: validateQuery,
  });
  const shown = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const formError = shown && fieldState.error?.message;
  const error = formError
    ? syntaxErrorFromMessage(translate(formError, { _: formError }))
    : previewError;
  return (
    <QueryField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={translate('resources.moriarty/clues.fields.query')}
      required={isRequired}
      error={error}
      helperText={translate('moriarty.query.hint')}
    />
  );
};
