import { describe, expect, it } from 'vitest';
import { logProbability, readArpa } from './arpaReader';
import { compileLanguageModel, NO_USABLE_TEXT } from './compile';
import { textSentences } from './tokenise';

const texts = [
  'je voudrais prendre rendez-vous avec un technicien',
  'le technicien n’est pas venu au rendez-vous',
  'je voudrais changer l’adresse de livraison. Est-ce possible ?',
  'je voudrais résilier mon abonnement',
  'résiliation',
  'prélèvement automatique',
];

describe('textSentences', () => {
  it('lower-cases, strips punctuation, keeps accents, apostrophes and hyphens inside words', () => {
    expect(textSentences('Bonjour, l’Adresse « RENDEZ-VOUS » -- à 3.5 € !  Déjà ? oui')).toEqual([
      ['bonjour', "l'adresse", 'rendez-vous', 'à', '3', '5'],
      ['déjà'],
      ['oui'],
    ]);
  });

  it('splits lines and drops sentences without words', () => {
    expect(textSentences('un\n\n ... \r\ndeux trois')).toEqual([['un'], ['deux', 'trois']]);
  });
});

describe('compileLanguageModel', () => {
  const result = compileLanguageModel(texts);
  if (!result.ok) throw new Error(result.reason);
  const model = readArpa(result.arpa);

  it('writes an ARPA file whose header counts match its sections', () => {
    expect(model.declared).toHaveLength(3);
    expect(model.ngrams.map((section) => section.size)).toEqual(model.declared);
    expect(result.stats.ngram_counts).toEqual(model.declared);
    expect(result.stats).toMatchObject({ order: 3, sentences: 7 });
    expect(result.stats.size_bytes).toBe(Buffer.byteLength(result.arpa));
    expect(model.ngrams[0].has('<s>')).toBe(true);
    expect(model.ngrams[0].has('</s>')).toBe(true);
    expect(model.ngrams[0].has('<unk>')).toBe(true);
    expect(model.ngrams[0].has('rendez-vous')).toBe(true);
    expect(model.ngrams[2].has('je voudrais prendre')).toBe(true);
  });

  it('is a proper distribution: unigrams and every context sum to 1', () => {
    const vocabulary = [...model.ngrams[0].keys()].filter((word) => word !== '<s>');
    const unigramMass = vocabulary.reduce(
      (sum, word) => sum + 10 ** logProbability(model, [], word),
      0,
    );
    expect(unigramMass).toBeCloseTo(1, 4);
    const contexts = [
      [],
      ...[0, 1].flatMap((n) => [...model.ngrams[n].keys()].map((gram) => gram.split(' '))),
    ];
    for (const context of contexts) {
      if (context.at(-1) === '</s>') continue;
      const mass = vocabulary.reduce(
        (sum, word) => sum + 10 ** logProbability(model, context, word),
        0,
      );
      expect(mass, context.join(' ')).toBeCloseTo(1, 4);
    }
  });

  it('prefers seen continuations and keeps unseen ones possible', () => {
    const seen = logProbability(model, ['je', 'voudrais'], 'prendre');
    const unseen = logProbability(model, ['je', 'voudrais'], 'technicien');
    expect(seen).toBeGreaterThan(unseen);
    expect(unseen).toBeGreaterThan(-Infinity);
    expect(logProbability(model, ['je'], 'inconnu')).toBe(logProbability(model, ['je'], '<unk>'));
  });

  it('is deterministic', () => {
    const again = compileLanguageModel([...texts]);
    expect(again.ok && again.arpa).toBe(result.arpa);
  });

  it('fails with a readable reason when there are no words', () => {
    expect(compileLanguageModel(['', '?!', ' … '])).toEqual({ ok: false, reason: NO_USABLE_TEXT });
    expect(compileLanguageModel([])).toEqual({ ok: false, reason: NO_USABLE_TEXT });
  });

  it('builds from a single word', () => {
    const single = compileLanguageModel(['bonjour']);
    expect(single.ok && readArpa(single.arpa).declared).toEqual([4, 2, 1]);
  });
});
