import type { AppDatabase } from '../../../db';
import type { SearchCriteria } from '../criteria';
import type { Figures } from './figures';
import { callTotals } from './totals';

/** How long a count is offered to requests that arrived before it began. */
const KEPT_MS = 5000;

export type CountTotals = (criteria: SearchCriteria, arrivedAt: number) => Promise<Figures>;

/**
 * The KPI totals, counted once for a burst of aggregations: a dashboard's charts all ask the
 * figures of the same filters at once (issue 16; at platform scale each count is a scan of the
 * matching calls). A request takes the count of the same criteria (scope included) only when that
 * count began after the request arrived: its snapshot then holds every write the caller had seen
 * succeed before asking. Otherwise it counts anew. A failed count is not kept.
 */
export function createSharedTotals(
  db: AppDatabase,
  count: (db: AppDatabase, criteria: SearchCriteria) => Promise<Figures> = callTotals,
  now: () => number = () => performance.now(),
): CountTotals {
  const counts = new Map<string, { startedAt: number; figures: Promise<Figures> }>();
  return (criteria, arrivedAt) => {
    const startedAt = now();
    for (const [key, entry] of counts)
      if (startedAt - entry.startedAt > KEPT_MS) counts.delete(key);
    const key = JSON.stringify(criteria);
    const kept = counts.get(key);
    if (kept && kept.startedAt >= arrivedAt) return kept.figures;
    const figures = count(db, criteria);
    const entry = { startedAt, figures };
    counts.set(key, entry);
    figures.catch(() => {
      if (counts.get(key) === entry) counts.delete(key);
    });
    return figures;
  };
}
