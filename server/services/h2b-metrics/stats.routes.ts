import { statsRoutes as metricsStatsRoutes } from '../shared/metrics/statsRoutes';
import { h2bSummary, h2bTimeseries } from './stats.queries';
import { H2bSummary, H2bTimeseries } from './stats.schemas';

const PERIOD =
  'Sessions count in the period when they **started** in [`from`, `to`). Administrators ' +
  '(`global.admin`) count every client; other users only the sessions of their `client-<id>` ' +
  'groups (none without one). `app_id` of an app the caller may not see counts nothing (200 ' +
  'with zeros), as does an unknown one. Refusals (400, `errors` by field): `to` not after ' +
  '`from`, a period over 400 days, a bad date-time, time zone or interval, more than 2000 buckets.';

/** The H2B dashboard's tiles and charts (issue 14), computed in SQL. */
export const statsRoutes = metricsStatsRoutes({
  role: 'app.console.h2b',
  summary: {
    summary: 'A period’s sessions, peak concurrent streams, audio, latency and success rate',
    description: PERIOD,
    answer: H2bSummary,
    compute: h2bSummary,
  },
  timeseries: {
    summary: 'The same figures per time bucket, with the sessions by completion cause',
    description:
      `${PERIOD}\n\nBuckets are wall-clock hours, days or weeks in \`timezone\` ` +
      '(a session at 23:30 UTC on 31 January is on 1 February in `Europe/Paris`), keyed by ' +
      'their local start, every one of the period in order, empty ones included.',
    answer: H2bTimeseries,
    compute: h2bTimeseries,
  },
});
