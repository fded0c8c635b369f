import { statsRoutes as metricsStatsRoutes } from '../shared/metrics/statsRoutes';
import { batchSummary, batchTimeseries } from './stats.queries';
import { BatchSummary, BatchTimeseries } from './stats.schemas';

const PERIOD =
  'A job counts as submitted in the period when `submitted_at` is in [`from`, `to`), as ' +
  'completed or failed when it finished (`completed_at`) in it; processing times and audio ' +
  'hours are those of the jobs completed in it. Administrators (`global.admin`) count every ' +
  'client; other users only the jobs of their `client-<id>` groups (none without one). ' +
  '`app_id` of an app the caller may not see counts nothing (200 with zeros), as does an ' +
  'unknown one. Refusals (400, `errors` by field): `to` not after `from`, a period over 400 ' +
  'days, a bad date-time, time zone or interval, more than 2000 buckets.';

/** The batch dashboard's tiles and charts (issue 14), computed in SQL. */
export const statsRoutes = metricsStatsRoutes({
  role: 'app.console.batch',
  summary: {
    summary: 'A period’s submitted, completed and failed jobs, processing times, audio, queue',
    description: `${PERIOD}\n\n\`queue_length\` and \`running\` are the jobs waiting and running now.`,
    answer: BatchSummary,
    compute: batchSummary,
  },
  timeseries: {
    summary: 'The same figures per time bucket, with the queue length and failure reasons',
    description:
      `${PERIOD}\n\nBuckets are wall-clock hours, days or weeks in \`timezone\` ` +
      '(a job submitted at 23:30 UTC on 31 January is on 1 February in `Europe/Paris`), ' +
      'keyed by their local start, every one of the period in order, empty ones included.',
    answer: BatchTimeseries,
    compute: batchTimeseries,
  },
});
