import { userSettingStorageKey } from '../settings/storageKeys';
import { likelyUiLanguage, preloadTranslations } from './preloadTranslations';

const storageOf = (items: Record<string, string>) => ({
  getItem: (key: string) => items[key] ?? null,
});

// Spec §2 item 5: the UI language from `lang`, the user's setting, the stored choice, the browser.
describe('likelyUiLanguage (the detector’s choice, read before i18next loads)', () => {
  const saved = { [userSettingStorageKey('u1', 'uiLanguage')]: '"fr"' };

  it('follows the detection order, first supported candidate first', () => {
    const base = { storage: storageOf({}), navigatorLanguages: ['de-DE', 'fr-FR'] };
    expect(likelyUiLanguage({ ...base, search: '?lang=en' })).toBe('en');
    expect(likelyUiLanguage({ ...base, search: '' })).toBe('fr');
    expect(likelyUiLanguage({ ...base, search: '', storage: storageOf(saved) })).toBe('fr');
    expect(
      likelyUiLanguage({
        search: '?lang=xx',
        storage: storageOf({ ...saved, i18nextLng: 'en' }),
        userId: 'u1',
        navigatorLanguages: [],
      }),
    ).toBe('fr');
    expect(
      likelyUiLanguage({
        search: '',
        storage: storageOf({ i18nextLng: 'en-GB' }),
        navigatorLanguages: ['fr'],
      }),
    ).toBe('en');
  });

  it('falls back to English when nothing supported is found, and ignores unsafe values', () => {
    expect(
      likelyUiLanguage({
        search: '?lang=<script>',
        storage: storageOf({ i18nextLng: 'fr"><img' }),
        navigatorLanguages: ['de'],
      }),
    ).toBe('en');
  });
});

describe('preloadTranslations', () => {
  it('adds a preload of the language’s translation file, as the translations’ backend fetches it', () => {
    const head = document.createElement('head');
    preloadTranslations('fr', head);
    const link = head.querySelector('link') as HTMLLinkElement;
    expect(link.rel).toBe('preload');
    expect(link.as).toBe('fetch');
    expect(link.crossOrigin).toBe('anonymous');
    expect(new URL(link.href).pathname).toBe('/locales/fr.json');
  });
});
