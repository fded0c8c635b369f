import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { useServiceRequest } from '../../../../shared/declarations/serviceRequest';
import { retryOnce } from '../../../../shared/http/retryOnce';
import {
  LABELS,
  labelPath,
  type CallAnnotation,
  type LabelRecord,
  type Polarity,
  type Span,
} from '../../labels/labelRecord';

/** Labels of one language offered on a call at most (a language has a few dozen). */
const MAX_LABELS = 500;
const BY_NAME = { field: 'name', order: 'ASC' } as const;

/** What an administrator does to one label's annotation of the call. */
export type AnnotationChange =
  { labelId: number; polarity: Polarity; span: Span | null } | { labelId: number; polarity: null };

/**
 * The call's annotations panel: the labels of the call's language (`GET classification-labels`)
 * and the call's annotations (`GET calls/{id}/annotations`), by label id.
 */
export const useCallAnnotations = (callId: string, lang: string) => {
  const request = useServiceRequest();
  const labels = useGetList<LabelRecord>(LABELS, {
    filter: { language: lang },
    pagination: { page: 1, perPage: MAX_LABELS },
    sort: BY_NAME,
  });
  const annotations = useQuery({
    queryKey: [LABELS, 'call', callId],
    queryFn: ({ signal }) =>
      request<CallAnnotation[]>({
        service: 'search',
        path: `calls/${encodeURIComponent(callId)}/annotations`,
        signal,
      }).then((rows) => (Array.isArray(rows) ? rows : [])),
    retry: retryOnce,
  });
  const byLabel = useMemo(
    () => new Map((annotations.data ?? []).map((annotation) => [annotation.id, annotation])),
    [annotations.data],
  );
  return { labels, annotations, byLabel };
};

/**
 * Sets (`PUT`) or clears (`DELETE`) one label's annotation of the call
 * (`classification-labels/{label}/annotations/{call}`); then every query of the labels is read
 * again: the call's annotations, the labels' counts, qualities and annotated calls.
 */
export const useChangeAnnotation = (callId: string) => {
  const request = useServiceRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: AnnotationChange) => {
      const path = `${labelPath(next.labelId)}/annotations/${encodeURIComponent(callId)}`;
      return next.polarity === null
        ? request({ service: 'search', method: 'DELETE', path })
        : request({
            service: 'search',
            method: 'PUT',
            path,
            body: { polarity: next.polarity, span: next.span },
          });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LABELS] }),
  });
};
