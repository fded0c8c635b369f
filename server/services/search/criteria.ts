import type { CallStatus, Speaker } from '../../db/schema';
import { parseDateBound, rangeEnd, rangeStart } from './dateRange';
import { scopedClientIds, type ClientScope } from '../shared/clientScope';
import type { SearchFilters } from './search.schemas';

/**
 * What a call search asks, independent of the engine that answers it (PostgreSQL here, a search
 * engine such as OpenSearch at platform scale): plain values, dates resolved to instants.
 */
export interface SearchCriteria {
  /** Expression (web-search syntax), trimmed; absent = no text condition. */
  expression?: string;
  lang?: string;
  /** Absent = every client; empty = none (nothing matches). */
  clientIds?: readonly number[];
  campaignIds?: readonly number[];
  statuses?: readonly CallStatus[];
  decisional?: boolean;
  minDuration?: number;
  maxDuration?: number;
  /** Start-time range: `from` included, `to` excluded. */
  from?: Date;
  to?: Date;
  metadata?: { operator: 'and' | 'or'; conditions: { key: string; values: string[] }[] };
  tags?: { operator: 'and' | 'or'; include: readonly number[]; exclude: readonly number[] };
  /** Who must say the expression's words; absent = either side. */
  speakers?: readonly Speaker[];
  /** Default: latest first. */
  sort?: { field: 'start_time' | 'duration'; order: 'asc' | 'desc' };
  /** 1-based. */
  page: number;
  /** Hits per page; 0 = count only. */
  size: number;
}

const present = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** The criteria of a validated request body, within what the caller may see. */
export function searchCriteria(
  body: SearchFilters & { page?: number; size?: number },
  scope: ClientScope,
): SearchCriteria {
  const begin = body.date_range?.begin ? parseDateBound(body.date_range.begin) : undefined;
  const end = body.date_range?.end ? parseDateBound(body.date_range.end) : undefined;
  const conditions = Object.entries(body.metadata?.include ?? {}).map(([key, value]) => ({
    key,
    values: Array.isArray(value) ? value : [value],
  }));
  const tags = body.tags;
  const speakers = body.speakers ? [...new Set(body.speakers)] : [];
  return {
    expression: body.search?.trim() || undefined,
    lang: present(body.lang),
    clientIds: scopedClientIds(scope, present(body.clients)),
    campaignIds: present(body.campaigns),
    statuses: present(body.status),
    decisional: present(body.decisional),
    minDuration: present(body.duration_min),
    maxDuration: present(body.duration_max),
    from: begin && rangeStart(begin, body.timezone),
    to: end && rangeEnd(end, body.timezone),
    metadata: conditions.length
      ? { operator: body.metadata?.filter ?? 'and', conditions }
      : undefined,
    tags:
      tags && (tags.include.length || tags.exclude.length)
        ? { operator: tags.filter, include: tags.include, exclude: tags.exclude }
        : undefined,
    // Both sides is no restriction.
    speakers: speakers.length === 1 ? speakers : undefined,
    sort: { field: body.sort?.field ?? 'start_time', order: body.sort?.order ?? 'desc' },
    page: body.page ?? 1,
    size: body.size ?? 0,
  };
}
