import { describe, expect, it } from 'vitest';
import {
  catalogues,
  LANGUAGES,
  messageToken,
  msg,
  preferredLanguage,
  renderMessage,
} from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);

describe('the message catalogues', () => {
  it('have the same keys in every language', () => {
    const english = Object.keys(catalogues.en).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(catalogues[language]).sort()).toEqual(english);
    }
  });

  it('use the same parameters in every language, and no empty text', () => {
    for (const [key, text] of Object.entries(catalogues.en)) {
      for (const language of LANGUAGES) {
        const translated = catalogues[language][key as keyof typeof catalogues.en];
        expect(translated.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(translated).sort(), `${language} ${key}`).toEqual(
          placeholders(text).sort(),
        );
      }
    }
  });

  it('keep the spec’s exact English alias clash and say it in French', () => {
    const clash = msg('config.aliasClash', { alias: 'fr-default' });
    expect(renderMessage(clash, 'en')).toBe('Alias "fr-default" already exist');
    expect(renderMessage(clash, 'fr')).toBe('L’alias "fr-default" existe déjà');
  });
});

describe('message tokens', () => {
  it('render with their parameters, nested tokens included', () => {
    const reason = messageToken('moriarty.syntax.nothingOnRight', { operator: '|' });
    const token = msg('moriarty.syntaxErrorAt', { reason, position: 2 });
    expect(renderMessage(token, 'en')).toBe('Operator | has nothing on its right (position 2)');
    expect(renderMessage(token, 'fr')).toBe('L’opérateur | n’a rien à sa droite (position 2)');
  });

  it('leave any other text as it is', () => {
    for (const text of ['Unauthorized', 'msg:', 'msg:["no.such.key"]', 'msg:{oops', ''])
      expect(renderMessage(text, 'fr')).toBe(text);
  });
});

describe('preferredLanguage (Accept-Language)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['FR-ca', 'fr'],
    ['fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7', 'fr'],
    ['en-US,en;q=0.9,fr;q=0.8', 'en'],
    ['en;q=0.5, fr', 'fr'],
    ['de-DE, fr;q=0.3', 'fr'],
    ['de, es', 'en'],
    ['*', 'en'],
    ['fr;q=0, en;q=0.1', 'en'],
    ['fr;q=oops', 'en'],
  ] as const)('%j → %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});
