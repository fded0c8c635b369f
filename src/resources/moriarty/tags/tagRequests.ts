import type { Identifier, RaRecord } from 'react-admin';
import type { HttpRequestSpec } from '../../../shared/declarations/types';
import { delayOf, DEFAULT_CONCATENATION_DELAY, textOf } from '../clues/clueRequests';
import { EMPTY_QUERY, fromTagQuery, toTagQuery, type TagQuery } from './queryTree';

/** The query as sent: a tree of clue ids, normalised (what is not a tree of ids is dropped). */
export const tagQueryOf = (query: unknown): TagQuery => {
  let key = 0;
  return toTagQuery(fromTagQuery(query ?? EMPTY_QUERY, () => String((key += 1))));
};

/** The tag fields PATCH /tags/{id} takes (spec §7). */
export const tagChanges = (data: Partial<RaRecord>) => ({
  concatenation_delay: delayOf(data.concatenation_delay),
  label: textOf(data.label),
  package: textOf(data.package),
  private_description: textOf(data.private_description),
  public_description: textOf(data.public_description),
  query: tagQueryOf(data.query),
});

/** `POST /tags` with the tag fields, lang, and the query as a tree of clue ids (spec §7). */
export const postTag = (data: Partial<RaRecord>): HttpRequestSpec => {
  const changes = tagChanges(data);
  return {
    method: 'POST',
    path: 'tags',
    body: {
      label: changes.label,
      lang: data.lang,
      package: changes.package,
      private_description: changes.private_description,
      public_description: changes.public_description,
      concatenation_delay: changes.concatenation_delay,
      query: changes.query,
    },
  };
};

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
