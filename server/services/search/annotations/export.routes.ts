import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { annotations } from '../../../db/schema';
import { msg } from '../../../shared/messages';
import { errorBody, errorResponses, notFoundResponse } from '../../shared/errors';
import type { ServiceContext } from '../../shared/service';
import { administrators, tags } from './access';
import { findLabel } from './labels.queries';
import { LabelParams } from './labels.schemas';
import { CSV_COLUMNS, EXPORT_FORMATS, trainingDataStream, trainingExamples } from './trainingData';

const ExportQuery = z.strictObject({
  format: z
    .enum(EXPORT_FORMATS, { error: msg('annotations.exportFormat') })
    .describe('`csv` or `jsonl` (JSON Lines)'),
});

const CONTENT_TYPES = { csv: 'text/csv', jsonl: 'application/jsonl' } as const;

/** `GET classification-labels/{id}/export?format=csv|jsonl`: a label's training data. */
export const exportRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/classification-labels/:id/export',
    {
      config: administrators,
      schema: {
        tags,
        summary: 'A label’s annotations as training data, CSV or JSON Lines (streamed)',
        description:
          'One example per annotated call, by call id: `call_id`, `label` (its name), ' +
          '`polarity`, `language` (the call’s), the span (`turn`, `start`, `end` in code ' +
          'points, and the turn’s `speaker`, `start_ms`, `end_ms`; empty / null without a span) ' +
          'and `text`: the span’s characters, or without a span every turn’s text, one line ' +
          `each. CSV columns: ${CSV_COLUMNS.join(', ')} (UTF-8, RFC 4180; a cell starting ` +
          "like a spreadsheet formula gets a leading `'`). JSON Lines: one object per line with " +
          '`span` as an object or null. Streamed as it is read, with `X-Total-Count` and ' +
          '`Content-Disposition: attachment`.',
        params: LabelParams,
        querystring: ExportQuery,
        response: {
          200: {
            description: 'The training data',
            content: {
              'text/csv': { schema: z.string() },
              'application/jsonl': { schema: z.string() },
            },
          },
          ...errorResponses,
          ...notFoundResponse,
        },
      },
    },
    async (request, reply) => {
      const label = await findLabel(db, request.params.id);
      if (!label) return reply.code(404).send(errorBody(msg('request.notFound')));
      const { format } = request.query;
      const [{ total }] = await db
        .select({ total: count() })
        .from(annotations)
        .where(eq(annotations.labelId, label.id));
      const stream = trainingDataStream(trainingExamples(db, label), format);
      return (
        reply
          .type(`${CONTENT_TYPES[format]}; charset=utf-8`)
          .header(
            'content-disposition',
            `attachment; filename="classification-label-${label.id}.${format}"`,
          )
          .header('x-total-count', String(total))
          // A stream is sent as is; the response schema documents the text it carries.
          .send(stream as unknown as string)
      );
    },
  );
};
