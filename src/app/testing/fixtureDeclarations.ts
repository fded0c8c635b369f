import { defineResource, defineSection } from '../../shared/declarations/types';
import { createRegistry } from '../createRegistry';

/** Two sections and a few resources that exercise the derivations (not the real product ones). */
export const fixtureSections = [
  defineSection({ id: 'studio', order: 2, languageFilter: true, resetOnEnter: true }),
  defineSection({ id: 'desk', order: 1, firstConnection: true }),
];

const wholeList = {
  shape: 'wholeList' as const,
  service: 'lmFactory' as const,
  list: (filter: Record<string, unknown>) => ({
    path: 'widgets',
    query: { lang: filter.language as string | undefined },
  }),
  serverFilters: ['language'],
  one: (id: string | number) => ({ path: `widgets/${id}` }),
  create: (data: Record<string, unknown>) => ({
    method: 'POST' as const,
    path: 'widgets',
    body: data,
  }),
  update: (id: string | number, data: Record<string, unknown>) => ({
    method: 'PUT' as const,
    path: `widgets/${id}`,
    body: data,
  }),
  delete: (id: string | number) => ({ method: 'DELETE' as const, path: `widgets/${id}` }),
};

export const widgets = defineResource({
  section: 'studio',
  path: 'widgets',
  order: 2,
  role: 'app.lm_factory.corpuses',
  data: wholeList,
  fields: [
    { source: 'id', type: 'number', list: true, create: false, edit: 'readOnly' },
    { source: 'label', type: 'text', required: true, list: true, search: true },
    { source: 'size', type: 'number', list: true, filter: 'gte' },
    { source: 'active', type: 'boolean', defaultValue: true },
    { source: 'lang', type: 'language' },
    { source: 'lines', type: 'lines' },
    { source: 'kind', type: 'select', choices: [{ id: 'a', name: 'Kind A' }] },
    { source: 'updated_at', type: 'date', create: false, edit: 'readOnly' },
  ],
});

/** First in order, but admin only. */
export const gadgets = defineResource({
  section: 'studio',
  path: 'gadgets',
  order: 1,
  role: 'app.lm_factory.language_models',
  adminOnly: true,
  data: { shape: 'simpleRest', service: 'config', path: 'gadgets' },
  fields: [{ source: 'name', type: 'text', list: true }],
});

export const notes = defineResource({
  section: 'desk',
  path: 'notes',
  order: 1,
  role: '',
  createPath: 'new',
  data: { shape: 'simpleRest', service: 'config', path: 'notes' },
  fields: [{ source: 'title', type: 'text', list: true }],
});

export const secrets = defineResource({
  section: 'desk',
  path: 'secrets',
  order: 2,
  role: 'app.config.client',
  hideFromMenu: true,
  data: { shape: 'simpleRest', service: 'config', path: 'secrets' },
  fields: [{ source: 'title', type: 'text', list: true }],
});

export const fixtureRegistry = () =>
  createRegistry([widgets, gadgets, notes, secrets], fixtureSections);
