import type { Resource } from '../shared/declarations/types';
import { componentReady } from '../shared/preload';
import { listViewOf } from './resourceElements';

/**
 * Starts downloading what a resource's list shows: its view, its columns' own fields and its
 * filters' inputs (those load on demand, see onDemand), so that none of them waits for the view
 * to render first (issue 16: first screens and in-app navigation without a chunk waterfall).
 * Settles once all of them can render (never rejects).
 */
export const preloadList = (resource: Resource): Promise<void> => {
  const parts: unknown[] = [listViewOf(resource)];
  for (const field of resource.fields) if (field.list) parts.push(field.Field);
  if (resource.data.shape === 'serverPaged')
    for (const filter of resource.data.filters) parts.push(filter.Input);
  return Promise.all(parts.map(componentReady)).then(() => undefined);
};
