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
});
