import type { Resource } from '../shared/declarations/types';
import { componentReady, preloadComponent } from '../shared/preload';
import { listViewOf } from './resourceElements';

/**
 * Starts downloading what a resource's list draws first: its view and its columns' own fields
 * (those load on demand, see onDemand), so that none of them waits for the view to render first.
 * Settles once all of them can render (never rejects). A first screen asks for this only: the
 * filter inputs come in the render after its first (issue 16).
 */
export const preloadListView = (resource: Resource): Promise<void> => {
  const parts: unknown[] = [listViewOf(resource)];
  for (const field of resource.fields) if (field.list) parts.push(field.Field);
  return Promise.all(parts.map(componentReady)).then(() => undefined);
};

/**
 * The list's view and fields, and its filters' inputs: prefetched on hover and when idle, so that
 * opening the list from the menu waits on its data only (issue 16: no chunk waterfall).
 */
export const preloadList = (resource: Resource): void => {
  void preloadListView(resource);
  if (resource.data.shape === 'serverPaged')
    for (const filter of resource.data.filters) preloadComponent(filter.Input);
};
