import { useEffect } from 'react';
import { useSetting } from '../../../../shared/settings';
import type { Chart } from '../chartRecord';

/**
 * The charts marked for deletion: the user setting `chartsConfigToDelete` (spec §3), so marks
 * survive a reload until applied. Marks of charts that no longer exist are dropped once the
 * charts have loaded.
 */
export const usePendingDeletions = (charts: readonly Chart[], loaded: boolean) => {
  const [stored, setStored] = useSetting('chartsConfigToDelete');
  const existing = charts.map((chart) => chart.id);
  const stale = loaded && stored.some((id) => !existing.includes(id));
  useEffect(() => {
    if (stale) setStored(stored.filter((id) => existing.includes(id)));
  });
  const marked = loaded ? stored.filter((id) => existing.includes(id)) : stored;
  return {
    marked,
    toggle: (id: string) =>
      setStored(marked.includes(id) ? marked.filter((other) => other !== id) : [...marked, id]),
    clear: () => setStored([]),
  };
};
export type PendingDeletions = ReturnType<typeof usePendingDeletions>;
