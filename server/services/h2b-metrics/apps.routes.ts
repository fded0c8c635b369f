import { appRoutes as metricsAppRoutes } from '../shared/metrics/appRoutes';

/** The stream apps the H2B dashboard filters on (issue 14). */
export const appRoutes = metricsAppRoutes({
  role: 'app.console.h2b',
  type: 'stream',
  summary: 'The stream (H2B) apps the caller may see, by name',
});
