import { resetSession, setSession } from '../shared/session';
import { at, returningUser, storeWith } from './testing/settingsStore';
import { settledAddress, settleStartUrl } from './startUrl';

// Issue 16: the route guard's language rules (spec §2) applied before React mounts.
describe('settledAddress (the start page’s address as the route guard leaves it)', () => {
  beforeEach(() => {
    resetSession();
    setSession({ languages: ['de'] });
  });

  it('gives a language-filtered page without ?language= the user’s setting, else first language, else the UI language', () => {
    expect(settledAddress(at('/moriarty/tags'), returningUser({ language: 'es' }), 'en')).toBe(
      '/moriarty/tags?language=es',
    );
    expect(settledAddress(at('/moriarty/tags?page=2#top'), returningUser(), 'en')).toBe(
      '/moriarty/tags?page=2&language=de#top',
    );
    setSession({ languages: [] });
    expect(settledAddress(at('/lmfactory/corpuses'), returningUser(), 'fr')).toBe(
      '/lmfactory/corpuses?language=fr',
    );
  });

  it('gives a list the query defaults its declaration names (the dashboard’s period and interval), on the list page only', () => {
    expect(settledAddress(at('/scribr/analytics'), returningUser(), 'en')).toBe(
      '/scribr/analytics?language=de&dateRange=last30days&interval=day',
    );
    expect(
      settledAddress(
        at('/scribr/analytics?language=fr&dateRange=last7days'),
        returningUser(),
        'en',
      ),
    ).toBe('/scribr/analytics?language=fr&dateRange=last7days&interval=day');
    expect(settledAddress(at('/scribr/analytics/edit'), returningUser(), 'en')).toBe(
      '/scribr/analytics/edit?language=de',
    );
  });

  it('moves the language segment to ?language=', () => {
    expect(settledAddress(at('/lmfactory/fr/corpuses?q=x'), returningUser(), 'en')).toBe(
      '/lmfactory/corpuses?q=x&language=fr',
    );
  });

  it('drops the language of a page declared without it (a call’s details)', () => {
    expect(settledAddress(at('/scribr/412-20251103.7?language=fr'), returningUser(), 'en')).toBe(
      '/scribr/412-20251103.7',
    );
  });

  it('keeps an address the guard keeps: a language already there, a section without languages, a first-connection diversion', () => {
    expect(settledAddress(at('/moriarty/tags?language=fr'), returningUser(), 'en')).toBeUndefined();
    expect(settledAddress(at('/config/clients'), returningUser(), 'en')).toBeUndefined();
    // Scribr diverts to /first-connection while the setting is unset: the guard decides there.
    expect(settledAddress(at('/scribr/call-list'), storeWith({}), 'en')).toBeUndefined();
    expect(settledAddress(at('/scribr/call-list'), returningUser(), 'en')).toBe(
      '/scribr/call-list?language=de',
    );
  });

  it('is written with replaceState, keeping the history entry’s state', () => {
    const history = { state: { idx: 0 }, replaceState: vi.fn() };
    settleStartUrl(returningUser(), 'en', at('/moriarty/tags'), history);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/moriarty/tags?language=de');
    history.replaceState.mockClear();
    settleStartUrl(returningUser(), 'en', at('/moriarty/tags?language=en'), history);
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
