import { defineService } from '../shared/service';
import { appRoutes } from './apps.routes';
import { sessionRoutes } from './sessions.routes';
import { statsRoutes } from './stats.routes';

/**
 * H2B metrics service (spec §7, base `/api/h2b/`, JSON in and out): the developer Console's H2B
 * dashboard (issue 14) — host-to-host streaming sessions of the stream apps.
 */
export const h2bMetricsService = defineService({
  name: 'h2bMetrics',
  title: 'H2B metrics',
  description:
    'The H2B (host-to-host streaming recognition) sessions of the configuration service’s ' +
    'stream apps, for the developer Console (role `app.console.h2b`): a period’s summary ' +
    '(sessions, peak concurrent streams, audio minutes, final-result latency percentiles, ' +
    'success rate), the same per hour, day or week in the user’s time zone with the MRCPv2 ' +
    'completion causes, the recent sessions and one session’s event timeline, and the apps to ' +
    'filter on. Every answer is `application/json`; request bodies, where any, are ' +
    '`application/json` too. Read-only. Administrators (`global.admin`) see every client; ' +
    'other users the clients named by their `client-<id>` groups (`app_metadata_groups`), ' +
    'nothing without one: another client’s session is a 404, its apps count nothing.',
  routes: async (app, context) => {
    await app.register(statsRoutes, context);
    await app.register(sessionRoutes, context);
    await app.register(appRoutes, context);
  },
});
