import { useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { retryOnce } from '../../../shared/http/retryOnce';

export const COUNT_DAYS = 30;

/** A tag of the package, its label and the calls it was detected on over the period. */
export interface TagCount {
  tag_id: number;
  label: string;
  calls: number;
}

/**
 * `GET packages/{id}/tag-counts?days=30` of the enrichment service: every tag of the package (that
 * the user may read) with its detections on the package's clients' calls; read again once the
 * package changed (its `updated_at`).
 */
export const usePackageTagCounts = (record: RaRecord | undefined) => {
  const request = useServiceRequest();
  return useQuery({
    queryKey: ['enrich/packages', 'tag-counts', record?.id, record?.updated_at],
    enabled: record?.id !== undefined,
    queryFn: ({ signal }) =>
      request<{ tags: TagCount[] }>({
        service: 'llmEnrich',
        path: `packages/${encodeURIComponent(String(record?.id))}/tag-counts`,
        query: { days: COUNT_DAYS },
        signal,
      }).then((answer) => answer.tags),
    retry: retryOnce,
  });
};
