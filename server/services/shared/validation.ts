import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { msg } from '../../shared/messages';

type Path = readonly (string | number)[];

/**
 * Where a parsed request part holds a NUL character: the paths of such strings, and of object keys
 * holding one. Iterative and linear: each value remembers its parent, and a path is built only for
 * a value found to hold a NUL (bodies are also refused past MAX_JSON_DEPTH before they are parsed).
 */
export function nulCharacterPaths(value: unknown): Path[] {
  interface Visit {
    item: unknown;
    key: string | number | undefined;
    parent: Visit | undefined;
  }
  const pathOf = (visit: Visit, last?: string): Path => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at: Visit | undefined = visit; at?.parent; at = at.parent) {
      path.unshift(at.key as string | number);
    }
    return path;
  };
  const found: Path[] = [];
  const pending: Visit[] = [{ item: value, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { item } = visit;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(pathOf(visit));
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => pending.push({ item: element, key: index, parent: visit }));
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, member] of Object.entries(item)) {
        if (key.includes('\u0000')) found.push(pathOf(visit, key));
        else pending.push({ item: member, key, parent: visit });
      }
    }
  }
  return found.reverse();
}

const nulIssue = (path: Path): FastifySchemaValidationError => ({
  keyword: 'nul_character',
  instancePath: path.map((segment) => `/${segment}`).join(''),
  schemaPath: '#',
  message: msg('field.noNul'),
  params: {},
});

/**
 * The services' validator: the route's zod schema, and no NUL character in any string of the body,
 * query or path (PostgreSQL text cannot hold one: bad input, never a database fault). Both kinds
 * of issue are reported together, so a 400 names every wrong field.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
  return (data: unknown) => {
    const paths = nulCharacterPaths(data);
    // The zod compiler answers synchronously: `{ value }` or `{ error: issues }`.
    const result = validate(data) as { value?: unknown; error?: FastifySchemaValidationError[] };
    if (paths.length === 0) return result;
    const schemaIssues = result.error ?? [];
    return { error: [...paths.map(nulIssue), ...schemaIssues] };
  };
};
