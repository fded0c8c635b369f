import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BASE_PATHS } from '../../../server/services/shared/basePaths';
import type { ServiceRoute } from '../../../server/services/shared/service';
import { startTestPlatform, type TestPlatform } from './testPlatform';

// Issue 11, "Hostile input, property-based": fast-check drives every endpoint's body, query and
// path parameters — from its schema's field names and from hostile generators (wrong types, huge
// strings, deep nesting, prototype keys, control characters, invalid UTF-8, numbers at the
// edges). Never a 5xx, always `{ message, errors }` on a refusal, and a refused request changes
// nothing (a digest of every table before and after). FUZZ_RUNS raises the runs per endpoint.
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
type Json = Record<string, unknown>;
/** Each operation's body and query field names, by `METHOD url`. */
type Fields = Map<string, { body: string[]; query: string[] }>;

/**
 * A digest of every table of the database: equal digests, nothing changed. One query, each
 * table's row count and the sum of its rows' hashes (no sort; a third of an ordered md5's time).
 */
async function databaseDigest(platform: TestPlatform): Promise<string> {
  const { rows: tables } = (await platform.database.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const perTable = tables.map(
    ({ tablename }) =>
      `SELECT '${tablename}' AS name, count(*) AS n, sum(hashtext(t::text)::bigint) AS h FROM "${tablename}" t`,
  );
  const { rows } = (await platform.database.db.execute(
    sql.raw(`${perTable.join(' UNION ALL ')} ORDER BY name`),
  )) as unknown as { rows: { name: string; n: unknown; h: unknown }[] };
  return rows.map(({ name, n, h }) => `${name}:${String(n)}:${String(h)}`).join(',');
}

/** Background work an earlier route started and has not finished (detections, model builds). */
async function backgroundWork(platform: TestPlatform): Promise<number> {
  const { rows } = (await platform.database.db.execute(
    sql`SELECT (SELECT count(*) FROM moriarty_pending_detections)
             + (SELECT count(*) FROM language_models WHERE status IN ('queued', 'running')) AS n`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(rows[0].n);
}

/**
 * The digest once background work started by earlier routes has finished: detections recomputed
 * after a tag save (their mark is dropped once done), model builds; then the same twice.
 */
async function settledDigest(platform: TestPlatform): Promise<string> {
  for (let tries = 0; tries < 300; tries += 1) {
    if ((await backgroundWork(platform)) === 0) {
      const digest = await databaseDigest(platform);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if ((await databaseDigest(platform)) === digest) return digest;
    } else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('background work did not finish within 30 s');
}

const edgeNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 31,
  -(2 ** 31) - 1,
  0.1,
  1e-320,
);
const hostileStrings = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    '\ud800',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ),
  fc.constantFrom('x'.repeat(70_000), '9'.repeat(400), `${'['.repeat(200)}`),
  fc.string({ unit: fc.constantFrom('\n', '\t', '\u0001', '\u007f', 'é', '%', '"') }),
);
const deep = fc.integer({ min: 20, max: 60 }).map((depth) => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  hostileStrings,
  edgeNumbers,
  deep,
  fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
  fc.array(hostileStrings, { maxLength: 30 }),
);

/** URL-encodes any string; a lone surrogate becomes the bytes of invalid UTF-8 (as hostile). */
const encode = (text: string) =>
  text
    .split(/([\ud800-\udfff])/)
    .map((part, at) => (at % 2 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/** A request to `route`: hostile path segments, query and body, with the schema's field names. */
const requestFor = (route: ServiceRoute, fields: Fields) => {
  const known = fields.get(`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`) ?? {
    body: [],
    query: [],
  };
  const pathValue = fc.oneof(
    fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.constantFrom('1', '0', '%00', '..', '1.5', '99999999999999999999', '1e3'),
  );
  const named = (names: string[]) =>
    names.length
      ? fc.dictionary(fc.constantFrom(...names), hostileValue, { maxKeys: names.length })
      : fc.constant({});
  const body = fc.oneof(
    named(known.body).map((value) => ({ kind: 'json' as const, value })),
    hostileValue.map((value) => ({ kind: 'json' as const, value })),
    fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
      kind: 'raw' as const,
      value: Buffer.concat([
        Buffer.from('{"a":"'),
        Buffer.from([0xc3, 0x28, ...bytes]),
        Buffer.from('"}'),
      ]),
    })),
  );
  const query = named(known.query).map((values) =>
    Object.entries(values)
      .map(
        ([key, value]) =>
          `${encode(key)}=${encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
      )
      .join('&'),
  );
  return fc.record({ path: fc.array(pathValue, { minLength: 3, maxLength: 3 }), query, body });
};

/**
 * Fuzzes every non-public route `pick` keeps, on a platform of its own: the suite splits the
 * routes over a few files so the test workers share the work.
 */
export function fuzzRoutes(title: string, pick: (route: ServiceRoute) => boolean): void {
  let platform: TestPlatform;
  let routes: ServiceRoute[];
  const fields: Fields = new Map();
  beforeAll(async () => {
    platform = await startTestPlatform({ seedSize: 30, lmBuildMinMs: 0 }); // builds end at once
    routes = platform.serviceRoutes.filter(
      (route) =>
        route.access !== 'public' && !['HEAD', 'OPTIONS'].includes(route.method) && pick(route),
    );
    // Each operation's body and query field names, from the services' OpenAPI documents.
    for (const service of new Set(routes.map((route) => route.service))) {
      const base = SERVICE_BASE_PATHS[service];
      const document = (await platform.request({ url: `${base}openapi.json` })).json() as Json;
      for (const [path, methods] of Object.entries(document.paths as Record<string, Json>)) {
        for (const [method, operation] of Object.entries(methods as Record<string, Json>)) {
          const content = (operation.requestBody as Json | undefined)?.content as Json | undefined;
          const schema = (content?.['application/json'] as Json | undefined)?.schema as
            Json | undefined;
          const parameters = (operation.parameters as Json[] | undefined) ?? [];
          fields.set(`${method.toUpperCase()} ${base}${path.slice(1)}`, {
            body: Object.keys((schema?.properties as Json | undefined) ?? {}),
            query: parameters.filter((p) => p.in === 'query').map((p) => String(p.name)),
          });
        }
      }
    }
  });
  afterAll(() => platform.close());

  describe(`${title} under hostile input`, () => {
    it(
      'answers 2xx or 4xx with { message, errors }, never 5xx; a refusal changes nothing',
      async () => {
        let requests = 0;
        const token = await platform.tokenFor('admin');
        // The state each route starts from: settled again only after a route changed something.
        let before = await settledDigest(platform);
        for (const route of routes) {
          const hasBody = !['GET', 'DELETE'].includes(route.method);
          let accepted = 0;
          await fc.assert(
            fc.asyncProperty(requestFor(route, fields), async ({ path, query, body }) => {
              let segment = 0;
              const url = route.url.replace(/:\w+/g, () => encode(path[segment++] ?? '1'));
              const response = await platform.request({
                method: route.method as 'GET',
                url: query ? `${url}?${query}` : url,
                token,
                ...(hasBody && {
                  headers: { 'content-type': 'application/json' },
                  payload:
                    body.kind === 'raw' ? body.value : (JSON.stringify(body.value) ?? 'null'),
                }),
              });
              requests += 1;
              // expect() only on a failure: its bookkeeping costs more than the request here.
              if (response.statusCode >= 500)
                expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
              if (response.statusCode < 400) accepted += 1;
              else if (response.headers['content-type']?.toString().includes('json')) {
                const keys = Object.keys(response.json()).sort().join();
                if (keys !== 'errors,message')
                  expect(keys, `${route.method} ${url}`).toBe('errors,message');
              }
            }),
            { numRuns: RUNS, seed: 20261124 },
          );
          // Only refusals (or reads): the database is as it was, and the next route starts there.
          if (accepted === 0 || route.method === 'GET')
            expect(await databaseDigest(platform), `${route.method} ${route.url}`).toBe(before);
          else before = await settledDigest(platform);
        }
        console.info(
          `hostile input: ${requests} requests over ${routes.length} endpoints (${title}), 0 × 5xx`,
        );
        expect(routes.length).toBeGreaterThan(0);
        expect(requests).toBe(routes.length * RUNS);
      },
      // ~3 ms a request alone; a loaded CI machine (PostgreSQL beside the browser tests) is slower.
      Math.max(60_000, RUNS * 1500),
    );
  });
}
