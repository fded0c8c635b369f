import { Ajv, type ErrorObject } from 'ajv';

// JSON Schemas of prompts' JSON answers (issue 15), checked with ajv: a schema that does not
// compile is refused on save, and a model's answer is validated against it on a try.

// A validator per check: ajv caches what it compiles (and refuses a `$id` seen before), and
// schemas come from callers.
const newAjv = () => new Ajv({ allErrors: true, strict: false, validateFormats: false });

const describe = (errors: readonly ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 10)
    .map(({ instancePath, message }) => `${instancePath || '/'} ${message ?? 'is invalid'}`.trim());

/** Why `schema` is not a usable JSON Schema; undefined when it is one. */
export function jsonSchemaProblem(schema: Record<string, unknown>): string | undefined {
  const ajv = newAjv();
  try {
    if (!ajv.validateSchema(schema)) return describe(ajv.errors).join('; ');
    ajv.compile(schema);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The problems of `value` against `schema` (empty: valid). */
export function validateAgainst(schema: Record<string, unknown>, value: unknown): string[] {
  try {
    const validate = newAjv().compile(schema);
    return validate(value) ? [] : describe(validate.errors);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}
