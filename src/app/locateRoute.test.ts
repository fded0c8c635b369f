import { fixtureRegistry } from './testing/fixtureDeclarations';
import { locateRoute } from './locateRoute';

describe('locateRoute', () => {
  const registry = fixtureRegistry();
  const at = (path: string) => {
    const route = locateRoute(registry, path);
    return {
      section: route.section?.id,
      languageSegment: route.languageSegment,
      path: route.pathWithoutLanguage,
      resource: route.resource?.name,
      action: route.action,
    };
  };

  it('finds the resource and the action of a route', () => {
    expect(at('/studio/widgets')).toMatchObject({ resource: 'studio/widgets', action: 'list' });
    expect(at('/studio/widgets/add')).toMatchObject({ action: 'create' });
    expect(at('/studio/widgets/12')).toMatchObject({ action: 'edit' });
    expect(at('/desk/notes/new')).toMatchObject({ resource: 'desk/notes', action: 'create' });
    expect(at('/elsewhere')).toEqual({ path: '/elsewhere' });
  });

  it('takes a word-character language segment out of language-filtered sections', () => {
    expect(at('/studio/fr/widgets/12')).toEqual({
      section: 'studio',
      languageSegment: 'fr',
      path: '/studio/widgets/12',
      resource: 'studio/widgets',
      action: 'edit',
    });
    expect(at('/studio/en')).toMatchObject({ languageSegment: 'en', path: '/studio' });
    // not word characters, not followed by a child, or a section without language filter
    expect(at('/studio/fr-FR/widgets').languageSegment).toBeUndefined();
    expect(at('/studio/fr/unknown').languageSegment).toBeUndefined();
    expect(at('/desk/fr/notes').languageSegment).toBeUndefined();
  });

  it('does not take an undeclared child for a language', () => {
    expect(at('/studio/sprockets')).toMatchObject({
      languageSegment: undefined,
      path: '/studio/sprockets',
    });
    expect(at('/studio/sprockets').resource).toBeUndefined();
  });
});
