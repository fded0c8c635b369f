import { describe, expect, it } from 'vitest';
import { pickLocale, texts } from './texts';

describe('pickLocale', () => {
  it('prefers kc_locale, then ui_locales, then Accept-Language, then English', () => {
    expect(pickLocale({ kcLocale: 'fr', uiLocales: 'en', acceptLanguage: 'en' })).toBe('fr');
    expect(pickLocale({ uiLocales: 'de fr-CA en', acceptLanguage: 'en' })).toBe('fr');
    expect(pickLocale({ acceptLanguage: 'de-DE,fr;q=0.8,en;q=0.9' })).toBe('en');
    expect(pickLocale({ acceptLanguage: 'de-DE,fr;q=0.9,en;q=0.8' })).toBe('fr');
    expect(pickLocale({ acceptLanguage: 'fr;q=0,en;q=0.1' })).toBe('en');
    expect(pickLocale({ kcLocale: ['fr'], uiLocales: 42 })).toBe('en');
    expect(pickLocale({})).toBe('en');
  });

  it('has the same texts in both languages', () => {
    expect(Object.keys(texts.fr).sort()).toEqual(Object.keys(texts.en).sort());
    expect(texts.en.invalidCredentials).toBe('Invalid username or password.');
  });
});
