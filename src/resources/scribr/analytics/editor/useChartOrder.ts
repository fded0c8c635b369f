import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useServiceRequest } from '../../../../shared/declarations/serviceRequest';
import { useHandleError } from '../../../../shared/notifications';
import type { Chart } from '../chartRecord';
import { CHARTS_RESOURCE } from '../useCharts';

/** `ids` with the chart at `from` moved to `to`. */
export const moved = (ids: readonly string[], from: number, to: number): string[] => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, id);
  return next;
};

/**
 * The charts' order as the editor shows it: a move shows at once and is saved
 * (`PUT charts/order`); a refused save puts the order back and says why.
 */
export const useChartOrder = (charts: readonly Chart[]) => {
  const request = useServiceRequest();
  const queryClient = useQueryClient();
  const handleError = useHandleError();
  const [pending, setPending] = useState<string[] | undefined>();
  const saved = charts.map((chart) => chart.id);
  const ids = pending && pending.length === saved.length ? pending : saved;
  const byId = new Map(charts.map((chart) => [chart.id, chart]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    const next = moved(ids, from, to);
    setPending(next);
    try {
      await request({
        service: 'search',
        method: 'PUT',
        path: 'charts/order',
        body: { ids: next },
      });
      await queryClient.invalidateQueries({ queryKey: [CHARTS_RESOURCE] });
    } catch (error) {
      handleError(error);
    } finally {
      setPending(undefined);
    }
  };
  return { ordered, move };
};
