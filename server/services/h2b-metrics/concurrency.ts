import { sql, type SQL } from 'drizzle-orm';
import { h2bSessions } from '../../db/schema';
import type { MetricsPeriod } from '../shared/metrics/period';
import { at } from '../shared/metrics/sql';

// Concurrent streams, by a sweep over the sessions' starts and ends: +1 when one opens, -1 when
// one closes, the running sum is the number open. At one instant, closes come before opens
// (`ORDER BY t, d`): a session ending when another starts does not overlap it.

const OPEN_END = sql`'infinity'::timestamptz`;

/**
 * CTE body: the sessions (kept by `filter`) open at some instant of the period, clipped to it —
 * `a` opens, `b` closes (`to` for one still open then).
 */
export function spansOf(filter: SQL, period: MetricsPeriod): SQL {
  const end = sql`coalesce(${h2bSessions.endedAt}, ${OPEN_END})`;
  return sql`SELECT greatest(${h2bSessions.startedAt}, ${at(period.from)}) AS a,
      least(${end}, ${at(period.to)}) AS b
    FROM ${h2bSessions}
    WHERE ${filter} AND ${h2bSessions.startedAt} < ${at(period.to)} AND ${end} > ${at(period.from)}`;
}

/** CTE body over `spans`: each open (+1) and close (-1) before `to`, instant `t`, change `d`. */
export const changesOf = (period: MetricsPeriod): SQL =>
  sql`SELECT a AS t, 1 AS d FROM spans UNION ALL SELECT b, -1 FROM spans WHERE b < ${at(period.to)}`;

/** CTE body over `events` (`t`, `d`): the streams open after each event, `c`. */
export const RUNNING = sql`SELECT t, d, sum(d) OVER (ORDER BY t, d ROWS UNBOUNDED PRECEDING) AS c FROM events`;
