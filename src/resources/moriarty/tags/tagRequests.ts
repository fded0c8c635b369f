import type { Identifier, RaRecord } from 'react-admin';
import type { HttpRequestSpec } from '../../../shared/declarations/types';
import { DEFAULT_CONCATENATION_DELAY, describedChanges } from '../clues/clueRequests';
import { EMPTY_QUERY, fromTagQuery, toTagQuery, type TagQuery } from './queryTree';

/** The query as sent: a tree of clue ids, normalised (what is not a tree of ids is dropped). */
export const tagQueryOf = (query: unknown): TagQuery => {
  let key = 0;
  return toTagQuery(fromTagQuery(query ?? EMPTY_QUERY, () => String((key += 1))));
};

/** The tag fields PATCH /tags/{id} takes (spec §7). */
export const tagChanges = (data: Partial<RaRecord>) => ({
  ...describedChanges(data),
  query: tagQueryOf(data.query),
});

/** `POST /tags` with the tag fields, lang, and the query as a tree of clue ids (spec §7). */
export const postTag = (data: Partial<RaRecord>): HttpRequestSpec => ({
  method: 'POST',
  path: 'tags',
  body: { ...tagChanges(data), lang: data.lang },
});

export const patchTag = (id: Identifier, data: Partial<RaRecord>): HttpRequestSpec => ({
  method: 'PATCH',
  path: `tags/${encodeURIComponent(String(id))}`,
  body: tagChanges(data),
});

export const parseTag = (raw: Record<string, unknown>): RaRecord => ({
  ...raw,
  id: raw.id as Identifier,
  concatenation_delay: raw.concatenation_delay ?? DEFAULT_CONCATENATION_DELAY,
  query: raw.query ?? EMPTY_QUERY,
});
