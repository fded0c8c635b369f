import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askerGone } from '../../shared/askerGone';
import { errorResponses } from '../../shared/errors';
import type { ServiceContext } from '../../shared/service';
import { callerNumberError, callerNumberRefused, refusesCallerNumber } from '../callerNumber';
import { searchCriteria } from '../criteria';
import { CALLER_NUMBER_KEY, callViewer } from '../viewer';
import { aggregateCalls } from './aggregate';
import { AggregationAnswer, AggregationBody } from './aggregations.schemas';
import { planOf, type AggregationPlan } from './plan';
import { createSharedTotals } from './sharedTotals';
import { AggregationRefused, unknownTimeZone } from './refusals';

/** Buckets of caller numbers would show them: the same role as the numbers themselves. */
const groupsByCallerNumber = (plan: AggregationPlan) =>
  plan.metadataKey === CALLER_NUMBER_KEY &&
  (plan.dimension === 'metadata' || plan.breakdown === 'metadata');

/** `POST search/transcription-v2/aggregations`: the Scribr dashboard's figures. */
export const aggregationRoutes: FastifyPluginAsyncZod<ServiceContext> = async (
  app,
  { db, heavyReads },
) => {
  const totals = createSharedTotals(db);
  app.post(
    '/search/transcription-v2/aggregations',
    {
      config: { role: 'app.scribr.analytics', audit: false },
      schema: {
        tags: ['analytics'],
        summary: 'A metric of the calls a search selects, by a dimension, with the KPI totals',
        description:
          'The filters of a call search (same fields, same meaning) select the calls; `metric` ' +
          'is computed over them by `dimension` (and `breakdown` inside each bucket), in SQL. ' +
          '`totals` always holds the KPI tiles: calls, seconds of audio, average duration and ' +
          'the share of calls with at least one tag. Each bucket carries `filter`: the search ' +
          'fields that list its calls. Time buckets are wall-clock periods in `timezone` ' +
          '(weeks start on `week_first_day`), keyed by their local start. Administrators count ' +
          'every client; other users only the calls of their `client-<id>` groups. Grouping by ' +
          'or filtering on `caller_number` needs `feat.scribr.call_number`. A bad metric, ' +
          'dimension, interval or time zone, or more than 2000 time buckets, is a 400.',
        body: AggregationBody,
        response: { 200: AggregationAnswer, ...errorResponses, ...callerNumberRefused },
      },
    },
    async (request, reply) => {
      const arrivedAt = performance.now();
      const viewer = callViewer(request.claims);
      const plan = planOf(request.body);
      if (refusesCallerNumber(request.body, viewer))
        return reply.code(403).send(callerNumberError());
      if (!viewer.callerNumber && groupsByCallerNumber(plan))
        return reply.code(403).send(callerNumberError('metadata_key'));
      try {
        return await heavyReads(
          () =>
            aggregateCalls(db, searchCriteria(request.body, viewer.scope), plan, {
              totals,
              arrivedAt,
            }),
          askerGone(request),
        );
      } catch (error) {
        const refused = error instanceof AggregationRefused ? error : unknownTimeZone(error);
        if (refused) return reply.code(400).send(refused.body);
        throw error;
      }
    },
  );
};
