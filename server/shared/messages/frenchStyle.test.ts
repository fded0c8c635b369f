import { describe, expect, it } from 'vitest';
import { texts } from '../../identity/pages/texts';
import { catalogues } from './index';

// Issue 16: French texts in one style — typographic apostrophes (l’appel, not l'appel), and
// failures worded « Échec de … », never « Impossible de … ».
const asciiApostropheInWord = /\p{L}'\p{L}/u;

describe('the platform’s French texts', () => {
  const french = [...Object.values(catalogues.fr), ...Object.values(texts.fr)];

  it('use typographic apostrophes', () => {
    expect(french.filter((text) => asciiApostropheInWord.test(text))).toEqual([]);
  });

  it('word failures « Échec de … »', () => {
    expect(french.filter((text) => /Impossible d/u.test(text))).toEqual([]);
  });
});
