import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';

/** The translation files every language must keep in step (architecture §3). */
const FILES: Record<string, unknown> = { en, fr };
const LANGUAGES = Object.keys(FILES);

const load = (language: string): unknown => FILES[language];

/**
 * Every leaf key path ('notifications.types.error'). i18next plural variants of one key
 * ('name_one', 'name_other', 'name_many') count as the key itself: French and English need not
 * have the same plural forms.
 */
const leafKeys = (value: unknown, prefix = ''): string[] => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  }
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
};

describe('locales', () => {
  const keys = Object.fromEntries(
    LANGUAGES.map((language) => [language, new Set(leafKeys(load(language)))]),
  );

  for (const language of LANGUAGES) {
    for (const other of LANGUAGES.filter((candidate) => candidate !== language)) {
      it(`${language}.json has every key of ${other}.json`, () => {
        const missing = [...keys[other]].filter((key) => !keys[language].has(key));
        expect(missing).toEqual([]);
      });
    }
  }

  it.each(LANGUAGES)('%s.json holds only nested objects and non-empty strings', (language) => {
    const check = (value: unknown, path: string): string[] => {
      if (typeof value === 'string') return value.trim() === '' ? [path] : [];
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return [path];
      return Object.entries(value).flatMap(([key, child]) => check(child, `${path}.${key}`));
    };
    expect(check(load(language), language)).toEqual([]);
  });

  it('detects a key present in one language only', () => {
    const en = new Set(leafKeys({ a: { b: 'x', c_one: 'y', c_other: 'z' } }));
    const fr = new Set(leafKeys({ a: { c_one: 'y', c_many: 'w', c_other: 'z' } }));
    expect([...en].filter((key) => !fr.has(key))).toEqual(['a.b']);
  });
});
