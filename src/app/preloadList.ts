import type { Resource } from '../shared/declarations/types';
import { preloadComponent } from '../shared/preload';
import { listViewOf } from './resourceElements';

/**
 * Starts downloading what a resource's list shows: its view, its columns' own fields and its
 * filters' inputs (those load on demand, see onDemand), so that none of them waits for the view
 * to render first (issue 16: first screens and in-app navigation without a chunk waterfall).
 */
export const preloadList = (resource: Resource): void => {
  preloadComponent(listViewOf(resource));
  for (const field of resource.fields) if (field.list) preloadComponent(field.Field);
  if (resource.data.shape === 'serverPaged')
    for (const filter of resource.data.filters) preloadComponent(filter.Input);
};
