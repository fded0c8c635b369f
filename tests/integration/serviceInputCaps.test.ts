import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BASE_PATHS } from '../../server/services/shared/basePaths';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 11: "Cap every list and map in every schema" — an uncapped list (70 000 metadata keys, one
// SQL parameter each) answered 500. Every list, map and string a caller can send, in every
// service's OpenAPI document, has a bound. A route added later is checked without touching this.
type JsonSchema = Record<string, unknown>;

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 0 });
});
afterAll(() => platform.close());

/** The places in `schema` (a request's body, query or path parameter) that accept unbounded input. */
function uncapped(schema: unknown, path: string, document: JsonSchema): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as JsonSchema;
  if (typeof node.$ref === 'string') {
    const target = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as JsonSchema)[key], document);
    return uncapped(target, path, document);
  }
  const found: string[] = [];
  const types = [node.type].flat();
  if (types.includes('array') && node.maxItems === undefined) found.push(`${path}: list`);
  if (types.includes('string') && node.maxLength === undefined && !node.enum && !node.format)
    found.push(`${path}: string`);
  const extra = node.additionalProperties;
  if (typeof extra === 'object' && extra !== null && node.maxProperties === undefined)
    found.push(`${path}: map`);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const part of (node[key] as unknown[] | undefined) ?? [])
      found.push(...uncapped(part, path, document));
  for (const [key, member] of Object.entries((node.properties as JsonSchema | undefined) ?? {}))
    found.push(...uncapped(member, `${path}.${key}`, document));
  if (node.items) found.push(...uncapped(node.items, `${path}[]`, document));
  if (typeof extra === 'object') found.push(...uncapped(extra, `${path}{}`, document));
  return found;
}

describe('request schemas', () => {
  it('bound every list, map and string a caller can send, in every service', async () => {
    const found: string[] = [];
    const served = new Set(platform.serviceRoutes.map((route) => route.service));
    for (const service of served) {
      const base = SERVICE_BASE_PATHS[service];
      const document = (
        await platform.request({ url: `${base}openapi.json` })
      ).json() as JsonSchema;
      for (const [url, methods] of Object.entries(document.paths as Record<string, JsonSchema>)) {
        for (const [method, operation] of Object.entries(methods as Record<string, JsonSchema>)) {
          const where = `${method.toUpperCase()} ${base}${url.slice(1)}`;
          const body = (operation.requestBody as JsonSchema | undefined)?.content as
            Record<string, { schema: unknown }> | undefined;
          for (const { schema } of Object.values(body ?? {}))
            found.push(...uncapped(schema, `${where} body`, document));
          for (const parameter of (operation.parameters as JsonSchema[] | undefined) ?? [])
            found.push(
              ...uncapped(parameter.schema, `${where} ${String(parameter.name)}`, document),
            );
        }
      }
    }
    expect(found).toEqual([]);
  });
});
