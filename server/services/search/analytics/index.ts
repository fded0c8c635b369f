import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../shared/service';
import { aggregationRoutes } from './aggregations.routes';
import { chartOrderRoutes } from './chartOrder.routes';
import { chartRoutes } from './charts.routes';

/** Scribr analytics on the search service: aggregations of calls and the dashboard's charts. */
export const analyticsRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, context) => {
  await app.register(aggregationRoutes, context);
  await app.register(chartRoutes, context);
  await app.register(chartOrderRoutes, context);
};
