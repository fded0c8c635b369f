import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Role } from '../../../../contracts/roles';
import type { AppDatabase } from '../../../db';
import { clientScope, type ClientScope } from '../clientScope';
import { errorResponses } from '../errors';
import type { ServiceContext } from '../service';
import {
  bucketsOf,
  periodOf,
  SummaryQuery,
  TimeseriesQuery,
  type MetricsBuckets,
  type MetricsPeriod,
} from './period';
import { withTimeZoneRefusal } from './refusals';

// `GET summary` and `GET timeseries` of a metrics service (issue 14): the dashboard's tiles over a
// period and the same per time bucket, read with one role, an unknown time zone refused.

/**
 * One of the two routes: its OpenAPI texts, its answer's schema and what computes the answer (typed
 * by the service's query; the schema checks it when it is sent).
 */
interface StatsRoute<Over> {
  summary: string;
  description: string;
  answer: z.ZodType;
  compute: (db: AppDatabase, scope: ClientScope, over: Over) => Promise<unknown>;
}

export interface StatsRoutes {
  role: Role;
  summary: StatsRoute<MetricsPeriod>;
  timeseries: StatsRoute<MetricsBuckets>;
}

export const statsRoutes =
  ({ role, summary, timeseries }: StatsRoutes): FastifyPluginAsyncZod<ServiceContext> =>
  async (app, { db }) => {
    const tags = ['dashboard'];
    app.get(
      '/summary',
      {
        config: { role },
        schema: {
          tags,
          summary: summary.summary,
          description: summary.description,
          querystring: SummaryQuery,
          response: { 200: summary.answer, ...errorResponses },
        },
      },
      async (request, reply) =>
        withTimeZoneRefusal(reply, () =>
          summary.compute(db, clientScope(request.claims), periodOf(request.query)),
        ),
    );

    app.get(
      '/timeseries',
      {
        config: { role },
        schema: {
          tags,
          summary: timeseries.summary,
          description: timeseries.description,
          querystring: TimeseriesQuery,
          response: { 200: timeseries.answer, ...errorResponses },
        },
      },
      async (request, reply) =>
        withTimeZoneRefusal(reply, () =>
          timeseries.compute(db, clientScope(request.claims), bucketsOf(request.query)),
        ),
    );
  };
