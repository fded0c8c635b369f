import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { retryOnce } from '../../../shared/http/retryOnce';
import {
  labelPath,
  type LabelAnnotation,
  type LabelQuality,
  type LabelRecord,
} from './labelRecord';

/** Annotated calls per page of the label's detail. */
export const ANNOTATIONS_PER_PAGE = 25;

/** What changes when the label's tag or annotations do: the queries below are read again. */
const versionOf = (label: LabelRecord) =>
  [label.tag_id, label.annotated_calls, label.positive, label.negative].join(':');

/**
 * The label's tag judged by its annotations (`GET classification-labels/{id}/quality`), read
 * again whenever the label or its counts change; not asked for a label that judges no tag (409).
 */
export const useLabelQuality = (label: LabelRecord) => {
  const request = useServiceRequest();
  return useQuery({
    queryKey: ['scribr/classification-labels', 'quality', label.id, versionOf(label)],
    queryFn: ({ signal }) =>
      request<LabelQuality>({ service: 'search', path: `${labelPath(label.id)}/quality`, signal }),
    enabled: label.tag_id !== null,
    retry: retryOnce,
  });
};

/** One page (0-based) of the label's annotated calls, latest annotated first. */
export const useLabelAnnotations = (label: LabelRecord, page: number) => {
  const request = useServiceRequest();
  const first = page * ANNOTATIONS_PER_PAGE;
  return useQuery<LabelAnnotation[]>({
    queryKey: ['scribr/classification-labels', 'annotations', label.id, page, versionOf(label)],
    queryFn: ({ signal }) =>
      request<LabelAnnotation[]>({
        service: 'search',
        path: `${labelPath(label.id)}/annotations`,
        query: {
          range: JSON.stringify([first, first + ANNOTATIONS_PER_PAGE - 1]),
          sort: JSON.stringify(['updated_at', 'DESC']),
        },
        signal,
      }).then((rows) => (Array.isArray(rows) ? rows : [])),
    placeholderData: keepPreviousData,
    retry: retryOnce,
  });
};
