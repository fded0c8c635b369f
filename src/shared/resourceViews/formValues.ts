import type { RaRecord } from 'react-admin';
import type { FieldDeclaration } from '../declarations/types';
import { dropEmptyLines } from './lines';

export const inCreateForm = (field: FieldDeclaration): boolean => field.create !== false;

export const inEditForm = (field: FieldDeclaration): boolean => field.edit !== false;

/** Default values of the create form; `language` fields default to the list's language. */
export const createDefaults = (
  fields: readonly FieldDeclaration[],
  language: string | undefined,
): Record<string, unknown> =>
  Object.fromEntries(
    fields
      .filter(inCreateForm)
      .map((field) => [
        field.source,
        field.defaultValue ??
          (field.type === 'language'
            ? language
            : field.type === 'languages' && language
              ? [language]
              : undefined),
      ])
      .filter(([, value]) => value !== undefined),
  );

/** What a form submits: `lines` fields without their empty lines. */
export const toSubmitted = <T extends Partial<RaRecord>>(
  fields: readonly FieldDeclaration[],
  values: T,
): T => {
  const submitted: Record<string, unknown> = { ...values };
  for (const field of fields) {
    if (field.type === 'lines' && field.source in submitted) {
      submitted[field.source] = dropEmptyLines(submitted[field.source]);
    }
  }
  return submitted as T;
};
