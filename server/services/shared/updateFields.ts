import { z } from 'zod';

// The body of a simple-rest update (`PUT things/{id}`): react-admin sends the whole record back,
// so every field of a create is optional there and the record's read-only fields are accepted and
// ignored.

/** Every field of a create, optional and without its default (omitted: kept as it is). */
export const optionalFields = <Shape extends Record<string, z.ZodType>>(shape: Shape) =>
  Object.fromEntries(
    Object.entries(shape).map(([field, schema]) => [field, schema.optional()]),
  ) as { [Field in keyof Shape]: z.ZodOptional<Shape[Field]> };

/** The read-only fields of a record with a numeric id, as react-admin sends them back: ignored. */
export const ignoredRecordFields = {
  id: z
    .union([z.number(), z.string().max(20)])
    .optional()
    .describe('Ignored (the path’s)'),
  inserted_at: z.string().max(64).optional().describe('Ignored'),
  updated_at: z.string().max(64).optional().describe('Ignored'),
};

/** The fields of `values` that are given (not undefined): what an update changes. */
export const definedOnly = <Values extends Record<string, unknown>>(values: Values) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<Values>;
