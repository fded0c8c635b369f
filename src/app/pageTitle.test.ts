import { registry as declared } from './registry';
import { pageTitleOf } from './pageTitle';
import { fixtureRegistry } from './testing/fixtureDeclarations';

describe('pageTitleOf', () => {
  const registry = fixtureRegistry();

  it('derives the title of each kind of route', () => {
    expect(pageTitleOf(registry, '/studio/widgets')).toEqual({
      resource: 'studio/widgets',
      action: 'list',
      id: undefined,
    });
    expect(pageTitleOf(registry, '/studio/fr/widgets/12')).toEqual({
      resource: 'studio/widgets',
      action: 'edit',
      id: '12',
    });
    expect(pageTitleOf(registry, '/studio/widgets/add')).toMatchObject({ action: 'create' });
    expect(pageTitleOf(registry, '/studio')).toMatchObject({ key: 'sections.studio.name' });
    expect(pageTitleOf(registry, '/access-denied')).toEqual({ key: 'ra.page.access_denied' });
    expect(pageTitleOf(registry, '/studio/nothing/here')).toEqual({ key: 'ra.page.not_found' });
    expect(pageTitleOf(registry, '/nowhere')).toEqual({ key: 'ra.page.not_found' });
  });

  it('takes an extra route’s own title, and the record id where the edit route has `:id`', () => {
    expect(pageTitleOf(declared, '/scribr/analytics/edit')).toEqual({
      key: 'resources.scribr/analytics.editor.title',
    });
    const id = '0c0a4a17-0000-4000-8000-000000000001';
    expect(pageTitleOf(declared, `/scribr/analytics/edit/${id}`)).toEqual({
      resource: 'scribr/analytics',
      action: 'edit',
      id,
    });
  });
});
