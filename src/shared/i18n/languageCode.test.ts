import { shortLanguageCode } from './languageCode';

// Spec §3: "Language codes longer than 2 characters and containing a dash are shortened to their
// last dash-separated part."
describe('shortLanguageCode', () => {
  it('keeps the last dash-separated part of a code longer than 2 characters', () => {
    expect(shortLanguageCode('cust-fr')).toBe('fr');
    expect(shortLanguageCode('acme-x-en')).toBe('en');
  });

  it('keeps codes without a dash, and 2-character codes', () => {
    expect(shortLanguageCode('fr')).toBe('fr');
    expect(shortLanguageCode('fra')).toBe('fra');
    expect(shortLanguageCode('-')).toBe('-');
  });
});
