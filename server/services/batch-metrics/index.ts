import { defineService } from '../shared/service';
import { appRoutes } from './apps.routes';
import { jobRoutes } from './jobs.routes';
import { statsRoutes } from './stats.routes';

/**
 * Batch metrics service (spec §7, base `/api/batch/`): the developer Console's batch dashboard
 * (issue 14) — the files submitted to the batch ("vocal cookie") apps and their transcription.
 */
export const batchMetricsService = defineService({
  name: 'batchMetrics',
  title: 'Batch metrics',
  description:
    'The jobs of the configuration service’s batch ("vocal cookie") apps, for the developer ' +
    'Console (role `app.console.batch`): a period’s summary (submitted, completed and failed ' +
    'jobs, the queue now, processing-time percentiles, audio hours), the same per hour, day or ' +
    'week in the user’s time zone with the queue length and the failures by reason, the jobs ' +
    'list and one job, and the apps to filter on. Read-only, JSON. Administrators ' +
    '(`global.admin`) see every client; other users the clients named by their `client-<id>` ' +
    'groups (`app_metadata_groups`), nothing without one: another client’s job is a 404, its ' +
    'apps count nothing.',
  routes: async (app, context) => {
    await app.register(statsRoutes, context);
    await app.register(jobRoutes, context);
    await app.register(appRoutes, context);
  },
});
