import { describe, expect, it } from 'vitest';
import { isSafeLanguageCode, primaryLanguage } from './languageCandidates';
import { normalizeLanguage } from './normalizeLanguage';

describe('normalizeLanguage (spec §5)', () => {
  it.each([
    ['fr-FR', 'fr'],
    ['en-us', 'us'],
    ['xx-en', 'en'],
    ['zh-Hant-TW', 'tw'],
    ['a-b', 'b'],
  ])('shortens %s (longer than 2, with a dash) to its last part: %s', (code, expected) => {
    expect(normalizeLanguage(code)).toBe(expected);
  });

  it.each([
    ['fr', 'fr'],
    ['EN', 'en'],
    ['fra', 'fra'],
    ['e-', 'e-'],
    ['ab-', 'ab-'],
  ])('keeps %s (no dash, 2 characters or less, or an empty last part) as %s', (code, expected) => {
    expect(normalizeLanguage(code)).toBe(expected);
  });
});

describe('language candidates', () => {
  it.each(['en', 'fr-FR', 'zh-Hant-TW', 'EN-us', 'ast'])('accepts %s', (code) => {
    expect(isSafeLanguageCode(code)).toBe(true);
  });

  it.each([
    '',
    'f',
    'english',
    '<script>',
    'fr"><img',
    'fr FR',
    'fr_FR',
    'fr-',
    '../fr',
    'fr-toolongpart',
  ])('discards %j', (code) => {
    expect(isSafeLanguageCode(code)).toBe(false);
  });

  it('takes the primary part, lower-case', () => {
    expect(primaryLanguage('EN-us')).toBe('en');
  });
});
