import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import type { ServiceDataProvider } from '../declarations/serviceRequest';
import type { Resource } from '../declarations/types';
import { saveBlob } from '../files/saveBlob';
import { useSetting } from '../settings';
import { filterRequest } from './requestParts';

export interface ExportState {
  running: boolean;
  /** Rows received so far, and how many will come (from `X-Total-Count`), when known. */
  rows: number;
  total?: number;
}

const IDLE: ExportState = { running: false, rows: 0 };

/**
 * The whole filtered list of a server-paged declaration as a file: the declared export request
 * with the list's filters and order, streamed, rows counted as they arrive, then saved. Cancel
 * stops it.
 */
export const useListExport = (declaration: Resource) => {
  const dataProvider = useDataProvider<ServiceDataProvider>();
  const { filterValues, sort } = useListContext();
  const [timeZone] = useSetting('timeZone');
  const [state, setState] = useState<ExportState>(IDLE);
  const controller = useRef<AbortController>(undefined);
  const data = declaration.data;

  const start = useCallback(async () => {
    if (data.shape !== 'serverPaged' || !data.export) return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ running: true, rows: 0 });
    const filters = filterRequest(data.filters, filterValues, { timeZone, now: new Date() });
    try {
      const { blob, filename } = await dataProvider.download({
        service: data.service,
        ...data.export({ sort, filters, timeZone }),
        signal: abort.signal,
        onProgress: ({ lines, headers }) => {
          const total = Number(headers.get('x-total-count') ?? Number.NaN);
          // The first line is the header.
          setState({
            running: true,
            rows: Math.max(0, lines - 1),
            total: Number.isFinite(total) ? total : undefined,
          });
        },
      });
      saveBlob(blob, filename ?? `${declaration.path}.csv`);
    } finally {
      if (controller.current === abort) {
        controller.current = undefined;
        setState(IDLE);
      }
    }
  }, [data, dataProvider, declaration.path, filterValues, sort, timeZone]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { ...state, start, cancel, available: data.shape === 'serverPaged' && !!data.export };
};
