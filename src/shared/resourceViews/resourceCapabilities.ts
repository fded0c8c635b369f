import type { Identifier } from 'react-admin';
import type { Resource } from '../declarations/types';

/** The create route under the resource path ('add' unless declared), or undefined when none. */
export const createRoute = (resource: Resource): string | undefined => {
  if (resource.createPath === false || resource.views?.create === false) return undefined;
  if (resource.data.shape === 'serverPaged') return undefined;
  if (resource.data.shape === 'wholeList' && !resource.data.create) return undefined;
  return resource.createPath ?? 'add';
};

/** The edit/detail route under the resource path (':id' unless declared), or undefined. */
export const editRoute = (resource: Resource): string | undefined => {
  if (resource.editPath === false || resource.views?.edit === false) return undefined;
  return resource.editPath ?? ':id';
};

export const canDelete = (resource: Resource): boolean =>
  resource.data.shape === 'simpleRest' ||
  (resource.data.shape === 'wholeList' && !!resource.data.delete);

/** Whether the declaration offers `action` at all (roles are checked separately). */
export const resourceCan = (resource: Resource, action: string | undefined): boolean => {
  switch (action) {
    case 'list':
      return resource.views?.list !== false;
    case 'create':
      return createRoute(resource) !== undefined;
    case 'edit':
      return editRoute(resource) !== undefined;
    case 'show':
      return editRoute(resource) !== undefined || resource.sectionDetail !== undefined;
    case 'delete':
      return canDelete(resource);
    default:
      return true;
  }
};

export const listPath = (resource: Resource): string => `/${resource.name}`;

export const createUrl = (resource: Resource): string | undefined => {
  const route = createRoute(resource);
  return route === undefined ? undefined : `/${resource.name}/${route}`;
};

/** The page of one record, e.g. `/lmfactory/corpuses/12` (the edit route's `:id` filled in). */
export const recordPath = (resource: Resource, id: Identifier): string | undefined => {
  const route = editRoute(resource);
  return route === undefined
    ? undefined
    : `/${resource.name}/${route.replace(':id', encodeURIComponent(String(id)))}`;
};

export const canUpdate = (resource: Resource): boolean =>
  resource.data.shape === 'simpleRest' ||
  (resource.data.shape === 'wholeList' && !!resource.data.update);

/** Archive = the declared delete, behind a confirmation (spec §4: deletion is an archive). */
export const canArchive = (resource: Resource): boolean =>
  resource.archive !== false && canDelete(resource);

/** The section-level record page, e.g. `/scribr/412-20251103.7`; undefined when none. */
export const sectionDetailPath = (resource: Resource, id: Identifier): string | undefined =>
  resource.sectionDetail && `/${resource.section}/${encodeURIComponent(String(id))}`;

/**
 * A record's path under its service (`corpuses/12`): where the service's audit trail files its
 * changes (`GET <service>/history?path=`). Undefined when the declaration reads no single record.
 */
export const serviceRecordPath = (resource: Resource, id: Identifier): string | undefined => {
  const { data } = resource;
  if (data.shape === 'simpleRest') return `${data.path.replace(/\/+$/, '')}/${String(id)}`;
  return data.one?.(id).path.replace(/^\/+|\/+$/g, '');
};
