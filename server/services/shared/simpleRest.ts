import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { msg } from '../../shared/messages';

// Lists in ra-data-simple-rest conventions, for the services whose contracts the specification
// does not give (architecture §4): `GET /things?filter={…}&range=[0,24]&sort=["name","ASC"]`,
// answered with the page as a JSON array and `Content-Range: things 0-24/319`.

/** Records per page at most (a `range` asking for more is a 400, not a silent cut). */
export const MAX_PAGE_SIZE = 1000;
/** Records answered when the request gives no `range`. */
export const DEFAULT_PAGE_SIZE = 25;

/** Characters of a JSON query parameter at most (a URL that long already nears the header limit). */
export const MAX_JSON_PARAM = 16_384;

/** A query parameter holding JSON, parsed then checked by `schema`; bad JSON is a field error. */
export const jsonParam = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(MAX_JSON_PARAM, msg('field.tooLong', { max: MAX_JSON_PARAM }))
    .transform((text, context): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        context.addIssue({ code: 'custom', message: msg('list.json') });
        return z.NEVER;
      }
    })
    .pipe(schema);

const rangeBound = z
  .number({ error: msg('list.range') })
  .int(msg('list.range'))
  .min(0, msg('list.range'))
  .max(Number.MAX_SAFE_INTEGER, msg('list.range'));

/** `[first, last]`, both included, as react-admin pages: `[0, 24]` is the first 25 records. */
export const Range = z
  .tuple([rangeBound, rangeBound], { error: msg('list.range') })
  .refine(([first, last]) => first <= last, msg('list.range'))
  .refine(
    ([first, last]) => last - first < MAX_PAGE_SIZE,
    msg('list.rangeSize', { max: MAX_PAGE_SIZE }),
  );
export type Range = z.infer<typeof Range>;

export type SortOrder = 'ASC' | 'DESC';

/** `[field, 'ASC' | 'DESC']`, the field among `fields`. */
export const sortParam = <Field extends string>(fields: readonly [Field, ...Field[]]) =>
  z.tuple(
    [
      z.enum(fields, { error: msg('list.sortField', { fields: fields.join(', ') }) }),
      z.enum(['ASC', 'DESC'], { error: msg('list.sort') }),
    ],
    { error: msg('list.sort') },
  );

/**
 * The query string of a simple-rest list: `filter` (an object checked by `filter`, `{}` when
 * absent), `range` and `sort` (a field among `sortFields`). Unknown parameters are refused.
 */
export const listQuery = <
  Filter extends z.ZodType<Record<string, unknown>>,
  Field extends string,
>(options: {
  filter: Filter;
  sortFields: readonly [Field, ...Field[]];
}) =>
  z.strictObject({
    filter: jsonParam(options.filter)
      .optional()
      .describe('JSON object of filters, e.g. `{"q":"text","id":[1,2]}`'),
    range: jsonParam(Range)
      .optional()
      .describe(`JSON \`[first, last]\` (0-based, both included, at most ${MAX_PAGE_SIZE})`),
    sort: jsonParam(sortParam(options.sortFields))
      .optional()
      .describe(`JSON \`[field, "ASC" | "DESC"]\`, field one of ${options.sortFields.join(', ')}`),
  });

/** `offset` and `limit` of a range (the first DEFAULT_PAGE_SIZE records without one). */
export const pageOf = (range: Range | undefined) =>
  range
    ? { offset: range[0], limit: range[1] - range[0] + 1 }
    : { offset: 0, limit: DEFAULT_PAGE_SIZE };

/**
 * ORDER BY of a list: the requested column (else `fallback`), then `tieBreaker` so that pages never
 * overlap when values repeat.
 */
export function orderOf<Field extends string>(
  sort: readonly [Field, SortOrder] | undefined,
  columns: Readonly<Record<Field, AnyPgColumn | SQL>>,
  fallback: readonly [Field, SortOrder],
  tieBreaker: AnyPgColumn,
): SQL[] {
  const [field, order] = sort ?? fallback;
  const direction = order === 'ASC' ? asc : desc;
  return [direction(columns[field]), direction(tieBreaker)];
}

/**
 * Sends a page: the rows as a JSON array, with `Content-Range: <resource> <first>-<last>/<total>`
 * (`*` instead of first-last when the page is empty) and `X-Total-Count`.
 */
export function sendPage<Row>(
  reply: FastifyReply,
  resource: string,
  page: { offset: number; rows: readonly Row[]; total: number },
) {
  const { offset, rows, total } = page;
  const span = rows.length ? `${offset}-${offset + rows.length - 1}` : '*';
  return reply
    .header('content-range', `${resource} ${span}/${total}`)
    .header('x-total-count', String(total))
    .send(rows);
}
