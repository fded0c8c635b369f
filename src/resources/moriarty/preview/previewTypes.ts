import type { Speaker } from '../clues/speakers';
import type { TagQuery } from '../tags/queryTree';

/** Character offsets in a snippet's `text` where the query matched. */
export interface Highlight {
  start: number;
  end: number;
}

export interface PreviewSnippet {
  turn: number;
  speaker: Speaker;
  start: number;
  end: number;
  text: string;
  highlights: Highlight[];
}

export interface PreviewCall {
  id: string;
  start_time: string;
  client: { id: number; name: string };
  campaign: { id: number; name: string };
  /** Seconds. */
  duration: number;
  snippets: PreviewSnippet[];
}

/** What `POST /preview/clue` and `POST /preview/tag` answer. */
export interface PreviewResult {
  evaluated: number;
  matched: number;
  calls: PreviewCall[];
}

/** How many matching calls the editors show. */
export const PREVIEW_LIMIT = 5;

export interface CluePreviewRequest {
  lang: string;
  query: string;
  speakers: Speaker[];
  concatenation_delay: number;
  limit?: number;
}

export interface TagPreviewRequest {
  lang: string;
  query: TagQuery;
  concatenation_delay?: number;
  /** Unsaved or edited clues, overriding stored ones by id (new ones: negative ids). */
  clues?: Array<{ id?: number; query: string; speakers: Speaker[]; concatenation_delay: number }>;
  limit?: number;
}

export type PreviewPath = 'preview/clue' | 'preview/tag';
