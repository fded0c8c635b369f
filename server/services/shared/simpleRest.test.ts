import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleError } from './errors';
import { listQuery, MAX_PAGE_SIZE, pageOf, sendPage } from './simpleRest';
import { validatorCompiler } from './validation';

const Things = listQuery({
  filter: z.strictObject({ q: z.string().optional(), id: z.array(z.number()).optional() }),
  sortFields: ['name', 'id'],
});

async function thingsApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(handleError);
  const rows = Array.from({ length: 30 }, (_, index) => ({ id: index + 1 }));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/things', { schema: { querystring: Things } }, async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      return sendPage(reply, 'things', {
        offset,
        rows: rows.slice(offset, offset + limit),
        total: rows.length,
      });
    });
  return app;
}

const get = async (query: string) => (await thingsApp()).inject({ url: `/things?${query}` });

describe('simple-rest lists (ra-data-simple-rest conventions)', () => {
  it('answers the asked range with Content-Range and X-Total-Count', async () => {
    const response = await get(`range=${encodeURIComponent('[5,9]')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('things 5-9/30');
    expect(response.headers['x-total-count']).toBe('30');
    expect(response.json()).toEqual([6, 7, 8, 9, 10].map((id) => ({ id })));
  });

  it('pages 25 records without a range and answers an empty page past the end with *', async () => {
    expect((await get('')).headers['content-range']).toBe('things 0-24/30');
    const past = await get(`range=${encodeURIComponent('[40,49]')}`);
    expect(past.headers['content-range']).toBe('things */30');
    expect(past.json()).toEqual([]);
  });

  it.each([
    ['filter', 'not json', 'Must be JSON'],
    ['filter', '{"unknown":1}', 'Unknown field'],
    ['range', '[9,5]', 'Must be [first, last] with 0 ≤ first ≤ last'],
    ['range', `[0,${MAX_PAGE_SIZE}]`, `At most ${MAX_PAGE_SIZE} records per page`],
    ['range', '[-1,5]', 'Must be [first, last] with 0 ≤ first ≤ last'],
    ['sort', '["secret","ASC"]', 'Sort by one of: name, id'],
    ['sort', '["name","UP"]', 'Must be [field, "ASC" or "DESC"]'],
  ])('refuses %s=%s with a 400 naming the parameter', async (key, value, message) => {
    const response = await get(`${key}=${encodeURIComponent(value)}`);
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as { errors: Record<string, string[]> };
    const [field, messages] = Object.entries(errors)[0];
    expect(field.startsWith(key)).toBe(true);
    expect(messages.join(' ')).toContain(message);
  });
});
