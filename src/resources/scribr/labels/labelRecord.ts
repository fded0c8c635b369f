import type { RaRecord } from 'react-admin';

/** The react-admin name of classification labels (spec §2 `classification-labels`). */
export const LABELS = 'scribr/classification-labels';

export type Polarity = 'positive' | 'negative';
export const POLARITIES: readonly Polarity[] = ['positive', 'negative'];

/** Characters `start` (included) to `end` (excluded) of turn `turn`, in Unicode code points. */
export interface Span {
  turn: number;
  start: number;
  end: number;
}

/** A classification label as the search service answers it. */
export interface LabelRecord extends RaRecord {
  id: number;
  name: string;
  description: string;
  /** `#rrggbb` */
  colour: string;
  lang: string;
  /** The Moriarty tag the label judges; null: none. */
  tag_id: number | null;
  annotated_calls: number;
  positive: number;
  negative: number;
}

interface AnnotationCommon {
  label_id: number;
  call_id: string;
  polarity: Polarity;
  span: Span | null;
  annotator: { id: string | null; name: string | null };
  inserted_at: string;
  updated_at: string;
}

/** One of a label's annotated calls (`GET classification-labels/{id}/annotations`). */
export interface LabelAnnotation extends AnnotationCommon {
  /** The call id. */
  id: string;
  call: { start_time: string; lang: string; duration: number };
  /** Whether the label's tag was detected on the call; null: the label judges no tag. */
  tag_detected: boolean | null;
}

/** One of a call's annotations (`GET calls/{id}/annotations`). */
export interface CallAnnotation extends AnnotationCommon {
  /** The label id. */
  id: number;
  label: { name: string; colour: string };
}

/** `GET classification-labels/{id}/quality`: the label's tag judged by its annotations. */
export interface LabelQuality {
  label_id: number;
  tag_id: number;
  annotated_calls: number;
  true_positives: number;
  false_positives: number;
  false_negatives: number;
  true_negatives: number;
  precision: number | null;
  recall: number | null;
  review: {
    detected_but_negative: string[];
    positive_not_detected: string[];
    truncated: boolean;
  };
}

export const EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const labelPath = (id: number | string) =>
  `classification-labels/${encodeURIComponent(String(id))}`;

/** The list's `language` → the service's `lang` filter (the service knows no `language`). */
export const labelFilter = ({ language, ...filter }: Record<string, unknown>) =>
  typeof language === 'string' && language !== '' ? { ...filter, lang: language } : filter;
