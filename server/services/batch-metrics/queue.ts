import { sql, type SQL } from 'drizzle-orm';
import { batchJobs } from '../../db/schema';

// The queue length at given instants, by a sweep over the jobs' waits: +1 when a job is submitted,
// -1 when it starts (or ends unstarted). The running sum at a mark is the number waiting there.
// At one instant the mark comes first: a job submitted at the mark is not yet waiting, one
// starting at the mark still is (it waited up to then).

/**
 * CTE bodies `spans`, `events`, `running` and `queue` (`k`, `queue_length`), given a CTE
 * `marks` (`k` the bucket, `t` the instant): the jobs (kept by `filter`) waiting at each mark.
 */
export function queueAtMarks(filter: SQL): SQL {
  const left = sql`coalesce(${batchJobs.startedAt}, ${batchJobs.completedAt})`;
  return sql`spans AS (
      SELECT ${batchJobs.submittedAt} AS a, ${left} AS b FROM ${batchJobs}
      WHERE ${filter} AND ${batchJobs.submittedAt} < (SELECT max(t) FROM marks)
        AND coalesce(${left}, 'infinity'::timestamptz) >= (SELECT min(t) FROM marks)
    ),
    events AS (
      SELECT a AS t, 1 AS d, 1 AS o, NULL::timestamp AS k FROM spans
      UNION ALL SELECT b, -1, 1, NULL::timestamp FROM spans WHERE b IS NOT NULL
      UNION ALL SELECT t, 0, 0, k FROM marks
    ),
    running AS (
      SELECT k, sum(d) OVER (ORDER BY t, o ROWS UNBOUNDED PRECEDING) AS c FROM events
    ),
    queue AS (SELECT k, c::int AS queue_length FROM running WHERE k IS NOT NULL)`;
}
