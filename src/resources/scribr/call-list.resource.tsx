import ListAltIcon from '@mui/icons-material/ListAlt';
import { lazy } from 'react';
import { defineResource } from '../../shared/declarations/types';
import { CALL_ID_PATTERN, parseSearchAnswer, toCallId } from './calls/callRecord';
import { CALL_FILTERS } from './calls/callFilters';

const CallList = lazy(() => import('./calls/CallList'));

/** react-admin's sort → the search body's (`start_time` or `duration`, lower-case order). */
const sortOf = ({ field, order }: { field: string; order: string }) => ({
  field: field === 'duration' ? 'duration' : 'start_time',
  order: order === 'ASC' ? 'asc' : 'desc',
});

/**
 * Scribr's call list (spec §2 `call-list`, with an optional selected call `{id}`) and the call
 * details at `/scribr/{id}`: the calls of the search service, paged, sorted and filtered by it
 * (`POST search/transcription-v2/` with `page`, `size` and the search body of spec §3), every
 * filter in the URL. `GET calls/{id}` reads one call; the CSV export streams the whole list.
 */
export default defineResource({
  section: 'scribr',
  path: 'call-list',
  order: 2,
  role: 'app.scribr.call_list',
  icon: ListAltIcon,
  recordRepresentation: 'id',
  sort: { field: 'start_time', order: 'DESC' },
  data: {
    shape: 'serverPaged',
    service: 'search',
    filters: CALL_FILTERS,
    list: ({ page, perPage, sort, filters, timeZone }) => ({
      method: 'POST',
      path: 'search/transcription-v2/',
      body: { timezone: timeZone, ...filters, page, size: perPage, sort: sortOf(sort) },
    }),
    parseList: parseSearchAnswer,
    one: (id) => ({ path: `calls/${encodeURIComponent(String(id))}` }),
    export: ({ sort, filters, timeZone }) => ({
      method: 'POST',
      path: 'search/transcription-v2/export',
      body: { timezone: timeZone, ...filters, sort: sortOf(sort) },
    }),
  },
  fields: [
    { source: 'id', type: 'text', list: true, sortable: false },
    { source: 'start_time', type: 'date', list: true },
    { source: 'client.name', type: 'text', list: true, sortable: false },
    { source: 'campaign.name', type: 'text', list: true, sortable: false },
    { source: 'duration', type: 'duration', list: true },
    { source: 'status', type: 'text', list: true, sortable: false },
    { source: 'tags', type: 'text', list: true, sortable: false },
    { source: 'lang', type: 'language', list: true, sortable: false },
  ],
  editPath: false,
  views: { list: CallList },
  routes: [{ path: ':id', Component: CallList }],
  sectionDetail: {
    pattern: CALL_ID_PATTERN,
    Component: lazy(() => import('./calls/details/CallDetails')),
    withoutLanguage: true,
  },
  commands: [
    {
      name: 'resources.scribr/call-list.commands.openCall',
      restrictToSearchPattern: true,
      toId: toCallId,
      target: 'sectionDetail',
    },
  ],
});
