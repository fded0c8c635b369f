import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../shared/service';
import { annotationRoutes } from './annotations.routes';
import { exportRoutes } from './export.routes';
import { labelRoutes } from './labels.routes';
import { qualityRoutes } from './quality.routes';

/**
 * Scribr annotations on the search service (administrators only): classification labels, their
 * annotations of calls, the measured quality of the tag a label judges, and training-data exports.
 */
export const annotationsRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, context) => {
  await app.register(labelRoutes, context);
  await app.register(annotationRoutes, context);
  await app.register(qualityRoutes, context);
  await app.register(exportRoutes, context);
};
