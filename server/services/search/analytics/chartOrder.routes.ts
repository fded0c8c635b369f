import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../shared/messages';
import { errorBody, errorResponses } from '../../shared/errors';
import type { ServiceContext } from '../../shared/service';
import { chartsInOrder, reorderCharts } from './chartOrder';
import { Chart, ChartOrder } from './charts.schemas';

/** `PUT charts/order`: the editor's drag-and-drop and keyboard reordering, in one change. */
export const chartOrderRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.put(
    '/charts/order',
    {
      config: { role: 'global.admin', audit: 'update' },
      schema: {
        tags: ['charts'],
        summary: 'Puts the charts in a new order (administrators) and returns them in it',
        description:
          '`ids` lists every chart once, in the new order: their `order` becomes 0, 1, 2, … ' +
          'A missing, unknown or repeated chart is a 400 and nothing changes (another editor ' +
          'may have added or deleted one: read the list again). Audited as one change of ' +
          '`charts/order`, the list before and after.',
        body: ChartOrder,
        response: { 200: z.array(Chart), ...errorResponses },
      },
    },
    async (request, reply) => {
      // The audit trail's "before" of a list that no GET of `charts/order` answers.
      request.auditBefore = await chartsInOrder(db);
      const result = await reorderCharts(db, request.body.ids);
      if ('problems' in result)
        return reply
          .code(400)
          .send(errorBody(msg('request.invalidBody'), { ids: result.problems }));
      return result.charts;
    },
  );
};
