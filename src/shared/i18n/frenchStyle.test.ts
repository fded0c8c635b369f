import { describe, expect, it } from 'vitest';
import frenchConsole from '../../../locales/fr.json';
import { raFrench } from './raFrench';

// Issue 16: French texts in one style — typographic apostrophes (l’appel, not l'appel), and
// failures worded « Échec de … », never « Impossible de … » — the console's own texts and
// react-admin's.
const texts = (messages: unknown): string[] =>
  typeof messages === 'string'
    ? [messages]
    : Object.values(messages as Record<string, unknown>).flatMap(texts);

describe.each([
  ['the console', frenchConsole],
  ['react-admin', raFrench],
])('%s in French', (_name, messages) => {
  it('uses typographic apostrophes', () => {
    expect(texts(messages).filter((text) => /\p{L}'\p{L}/u.test(text))).toEqual([]);
  });

  it('words failures « Échec de … »', () => {
    expect(texts(messages).filter((text) => /Impossible d/u.test(text))).toEqual([]);
  });
});
