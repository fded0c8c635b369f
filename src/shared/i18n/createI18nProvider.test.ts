import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSession, setLanguages } from '../session';
import { createI18nProvider } from './createI18nProvider';

const files: Record<string, unknown> = {
  '/locales/en.json': {
    notifications: { types: { error: 'Error' } },
    only: { en: 'English only' },
  },
  '/locales/fr.json': { notifications: { types: { error: 'Erreur' } } },
};

const alternateFetch = vi.fn(async (url: string) =>
  url in files
    ? new Response(JSON.stringify(files[url]), { status: 200 })
    : new Response('not found', { status: 404 }),
);

const start = (options: { search?: string; saved?: unknown } = {}) =>
  createI18nProvider({
    search: options.search ?? '',
    savedLanguage: () => options.saved,
    backend: { fetch: alternateFetch },
  });

const browserLanguages = (languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]);
};

beforeEach(() => {
  localStorage.clear();
  resetSession();
  browserLanguages(['en-US', 'en']);
});
afterEach(() => vi.restoreAllMocks());

describe('createI18nProvider', () => {
  it("loads /locales/{lng}.json and has react-admin's own labels in both languages", async () => {
    const provider = await start({ search: '?lang=fr' });
    expect(provider.getLocale()).toBe('fr');
    expect(alternateFetch.mock.calls.map(([url]) => url).sort()).toEqual([
      '/locales/en.json',
      '/locales/fr.json',
    ]);
    expect(provider.translate('notifications.types.error')).toBe('Erreur');
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
    expect(provider.translate('only.en')).toBe('English only');
    await provider.changeLocale('en');
    expect(provider.translate('notifications.types.error')).toBe('Error');
    expect(provider.translate('ra.action.save')).toBe('Save');
    expect(provider.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'fr', name: 'Français' },
    ]);
  });

  it("loads react-admin's French labels when French is chosen later", async () => {
    const provider = await start();
    expect(provider.translate('ra.navigation.page_rows_per_page')).toBe('Rows per page:');
    await provider.changeLocale('fr');
    expect(provider.translate('ra.navigation.page_rows_per_page')).toBe('Lignes par page :');
  });

  it('keeps each text once translated, apart by its default, and anew after a language change', async () => {
    const provider = await start();
    expect(provider.translate('missing.key', { _: 'First' })).toBe('First');
    expect(provider.translate('missing.key', { _: 'Second' })).toBe('Second');
    expect(provider.translate('missing.key')).toBe('missing.key');
    expect(provider.translate('notifications.types.error')).toBe('Error');
    expect(provider.translate('notifications.types.error')).toBe('Error');
    await provider.changeLocale('fr');
    expect(provider.translate('notifications.types.error')).toBe('Erreur');
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
    await provider.changeLocale('en');
    expect(provider.translate('ra.action.save')).toBe('Save');
  });

  it("translates react-admin's interpolations and plurals", async () => {
    const provider = await start();
    expect(provider.translate('ra.page.edit', { name: 'Corpus', recordRepresentation: 'A' })).toBe(
      'Corpus A',
    );
    expect(provider.translate('ra.notification.updated', { smart_count: 2 })).toBe(
      '2 elements updated',
    );
    expect(provider.translate('Some message: not a key', { _: 'Some message: not a key' })).toBe(
      'Some message: not a key',
    );
  });

  describe('chooses the UI language in the order of spec §2 item 5', () => {
    it('the lang parameter first, if available', async () => {
      expect((await start({ search: '?lang=fr', saved: 'en' })).getLocale()).toBe('fr');
    });

    it('skips an unavailable lang parameter for the saved setting', async () => {
      expect((await start({ search: '?lang=de', saved: 'fr' })).getLocale()).toBe('fr');
    });

    it('then the primary part of the browser language', async () => {
      browserLanguages(['fr-CA', 'en-US']);
      expect((await start()).getLocale()).toBe('fr');
    });

    it('then the first available language', async () => {
      browserLanguages(['de-DE', 'es']);
      expect((await start()).getLocale()).toBe('en');
    });

    it('discards candidates that look like script injection', async () => {
      browserLanguages(['fr-FR']);
      const provider = await start({
        search: `?lang=${encodeURIComponent('en"><script>alert(1)</script>')}`,
        saved: 'en<img src=x onerror=alert(1)>',
      });
      expect(provider.getLocale()).toBe('fr');
      // Passes i18next's own filter (letters, digits, _ @ . -), which would then pick 'en'.
      expect((await start({ saved: 'en-@x' })).getLocale()).toBe('fr');
    });

    it('caches the language in local storage and reads it before the browser', async () => {
      await start({ search: '?lang=fr' });
      expect(localStorage.getItem('i18nextLng')).toBe('fr');
      expect((await start()).getLocale()).toBe('fr');
    });
  });

  it('keeps the session UI language, the display names and <html lang> in step', async () => {
    setLanguages({ languages: ['fr', 'en'] });
    const provider = await start({ search: '?lang=fr' });
    expect(getSession().uiLanguage).toBe('fr');
    expect(getSession().availableLanguages).toEqual({ fr: 'Français', en: 'Anglais' });
    expect(document.documentElement.lang).toBe('fr');
    await provider.changeLocale('en');
    expect(getSession().availableLanguages).toEqual({ fr: 'French', en: 'English' });
    expect(document.documentElement.lang).toBe('en');
  });
});
