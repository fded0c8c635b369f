import { appRoutes as metricsAppRoutes } from '../shared/metrics/appRoutes';

/** The batch apps the batch dashboard filters on (issue 14). */
export const appRoutes = metricsAppRoutes({
  role: 'app.console.batch',
  type: 'batch',
  summary: 'The batch (vocal cookie) apps the caller may see, by name',
});
