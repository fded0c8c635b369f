import { fieldErrorsOf } from '../../shared/http';

/** A request error's field errors as the form shows them: one message per field. */
export const submissionErrorsOf = (error: unknown): Record<string, string> | undefined => {
  const entries = Object.entries(fieldErrorsOf(error))
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => [field, messages.join(' ')]);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};
