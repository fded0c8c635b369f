import { useEffect, useRef } from 'react';
import { useServiceRequest } from '../../../../shared/declarations/serviceRequest';

/**
 * Opening call details records a "display call" statistics event (spec §2), once per call shown
 * (not again on a re-render, nor on React's development double effects). A failure is only a lost
 * statistic: it is not shown.
 */
export const useDisplayCallEvent = (id: string, enabled: boolean) => {
  const request = useServiceRequest();
  const sent = useRef<string>(undefined);
  useEffect(() => {
    if (!enabled || sent.current === id) return;
    sent.current = id;
    request({
      service: 'search',
      method: 'POST',
      path: 'statistics/events',
      body: { type: 'display_call', call_id: id },
    }).catch(() => undefined);
  }, [enabled, id, request]);
};
