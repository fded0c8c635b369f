import { useCallback } from 'react';
import { useSaveContext, type RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { FieldDeclaration } from '../declarations/types';
import { toFieldErrors } from '../http/httpErrors';

/**
 * The services' field errors (`{ "title.en": ["…"], "sentences.3": ["…"] }`) as a generated form
 * shows them: each under the declared input it belongs to (the longest declared source the
 * field is, or starts with), its messages joined. react-admin alone would file a list of
 * messages under `field.0`, an input nobody renders.
 */
export const formErrorsFor = (
  fields: readonly Pick<FieldDeclaration, 'source'>[],
  raw: unknown,
): Record<string, string> => {
  const sources = fields.map((field) => field.source).sort((a, b) => b.length - a.length);
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(toFieldErrors(raw))) {
    if (messages.length === 0) continue;
    const input =
      sources.find((source) => field === source || field.startsWith(`${source}.`)) ??
      field.split('.')[0];
    errors[input] = [errors[input], ...messages].filter(Boolean).join(' ');
  }
  return errors;
};

/** A generated form's submit: the save context's save, its refusals shown at their inputs. */
export const useServerErrorSubmit = (fields: readonly FieldDeclaration[]) => {
  const { save } = useSaveContext();
  return useCallback(
    async (values: FieldValues) => {
      const refused: unknown = await save?.(values as RaRecord);
      if (refused === null || typeof refused !== 'object') return refused;
      const errors = formErrorsFor(fields, refused);
      return Object.keys(errors).length > 0 ? errors : undefined;
    },
    [fields, save],
  );
};
