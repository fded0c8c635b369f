import type { RaRecord } from 'react-admin';

/** Spec §9: digits, dash, digits, dot, digits (`412-20251103.7`). */
export const CALL_ID_PATTERN = /^\d+-\d+\.\d+$/;

/** The call statuses (spec §3 icon names). */
export const CALL_STATUSES = [
  'qualified',
  'qualification_pending',
  'validity_pending',
  'void',
  'queue',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export type Speaker = 'in' | 'out';
export const SPEAKERS: readonly Speaker[] = ['in', 'out'];

export interface TagMatch {
  turn: number;
  start: number;
  end: number;
}

export interface DetectedTag {
  id: number;
  label: string | null;
  matches: TagMatch[];
}

export interface TranscriptWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
}

export interface TranscriptTurn {
  speaker: Speaker;
  start: number;
  end: number;
  text: string;
  words?: TranscriptWord[];
}

/** A turn matching the list's `search`. */
export interface SearchHighlight {
  turn: number;
  speaker: Speaker;
  start: number;
  end: number;
  text: string;
}

export interface QuotedTurn {
  turn: number;
  speaker: Speaker;
  start: number;
  text: string;
}

export interface CallSummaryText {
  reason: QuotedTurn | null;
  moments: (QuotedTurn & { tag: { id: number; label: string | null } })[];
  outcome: QuotedTurn | null;
}

/** A call as the search service answers it (list hit or details). */
export interface CallRecord extends RaRecord {
  id: string;
  client: { id: number; name: string };
  campaign: { id: number; name: string };
  start_time: string;
  /** Seconds. */
  duration: number;
  lang: string;
  status: CallStatus;
  decisional: boolean;
  metadata: Record<string, string>;
  tags: DetectedTag[];
  highlights?: SearchHighlight[];
  transcript?: TranscriptTurn[];
  summary?: CallSummaryText;
}

/** `{ data, _total }` of `POST search/transcription-v2/`. */
export const parseSearchAnswer = (answer: unknown) => {
  const { data, _total, _total_relation } = (answer ?? {}) as Record<string, unknown>;
  const rows = Array.isArray(data) ? (data as CallRecord[]) : [];
  return {
    data: rows,
    total: typeof _total === 'number' ? _total : rows.length,
    atLeast: _total_relation === 'gte',
  };
};

/**
 * The palette's search pattern lets any one character stand between the date and the rank
 * (spec §9): `412-20251103/7` opens call `412-20251103.7`.
 */
export const toCallId = (search: string): string =>
  search.trim().replace(/^(\d{3}-\d+)\D(\d+)$/, '$1.$2');
