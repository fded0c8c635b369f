// Interpolated Kneser-Ney estimation of an n-gram model (Chen & Goodman 1998, one discount per
// order, D = n1 / (n1 + 2 n2)), in back-off form: every listed n-gram carries its interpolated
// probability and every context its back-off weight, as the ARPA format expects.

export const SENTENCE_START = '<s>';
export const SENTENCE_END = '</s>';
export const UNKNOWN_WORD = '<unk>';

/** An n-gram as its words joined by one space (words never contain spaces). */
type Gram = string;

export interface NgramEntry {
  gram: Gram;
  probability: number;
  /** Back-off weight, for n-grams that are contexts of longer ones. */
  backoff?: number;
}

export interface NgramModel {
  order: number;
  /** Entries of each order, 1-grams first, sorted by n-gram. `<s>` is listed with probability 0. */
  entries: NgramEntry[][];
  /** Discount used at each order. */
  discounts: number[];
}

const suffixOf = (gram: Gram) => gram.slice(gram.indexOf(' ') + 1);
const contextOf = (gram: Gram) => gram.slice(0, Math.max(gram.lastIndexOf(' '), 0));
const startsSentence = (gram: Gram) =>
  gram === SENTENCE_START || gram.startsWith(`${SENTENCE_START} `);
const increment = (map: Map<Gram, number>, key: Gram, by = 1) =>
  map.set(key, (map.get(key) ?? 0) + by);

/** Raw counts of every n-gram (n = 1..order) ending after the sentence start. */
function countNgrams(sentences: readonly (readonly string[])[], order: number) {
  const counts = Array.from({ length: order }, () => new Map<Gram, number>());
  for (const words of sentences) {
    const tokens = [SENTENCE_START, ...words, SENTENCE_END];
    for (let end = 1; end < tokens.length; end += 1) {
      let gram = tokens[end];
      for (let n = 1; n <= order && end - n + 1 >= 0; n += 1) {
        if (n > 1) gram = `${tokens[end - n + 1]} ${gram}`;
        increment(counts[n - 1], gram);
      }
    }
  }
  return counts;
}

/**
 * Kneser-Ney counts: raw counts at the highest order and for n-grams starting a sentence (they
 * have no left context); elsewhere the number of distinct words seen before the n-gram.
 */
function kneserNeyCounts(raw: Map<Gram, number>[]) {
  const order = raw.length;
  const adjusted = raw.map(() => new Map<Gram, number>());
  adjusted[order - 1] = raw[order - 1];
  for (let n = order - 1; n >= 1; n -= 1) {
    for (const longer of raw[n].keys()) increment(adjusted[n - 1], suffixOf(longer));
    for (const [gram, count] of raw[n - 1])
      if (startsSentence(gram)) adjusted[n - 1].set(gram, count);
  }
  return adjusted;
}

/** Ney's discount n1 / (n1 + 2 n2) from the counts of counts; 0.5 when it cannot be estimated. */
function discountOf(counts: Map<Gram, number>) {
  let n1 = 0;
  let n2 = 0;
  for (const count of counts.values()) {
    if (count === 1) n1 += 1;
    else if (count === 2) n2 += 1;
  }
  return n1 > 0 && n2 > 0 ? n1 / (n1 + 2 * n2) : 0.5;
}

/** Per context: the total of its (adjusted) counts and the number of distinct following words. */
function contextTotals(counts: Map<Gram, number>) {
  const totals = new Map<Gram, { sum: number; types: number }>();
  for (const [gram, count] of counts) {
    const context = contextOf(gram);
    const total = totals.get(context);
    if (total) {
      total.sum += count;
      total.types += 1;
    } else totals.set(context, { sum: count, types: 1 });
  }
  return totals;
}

/**
 * Estimates an interpolated Kneser-Ney model of the given order from sentences of words.
 * p(w|h) = max(c(hw) - D, 0) / c(h·) + D N1+(h·) / c(h·) × p(w|h'), down to a uniform
 * distribution over the vocabulary plus `<unk>`. The back-off weight of h is D N1+(h·) / c(h·).
 * Throws when there is no word at all.
 */
export function estimateKneserNey(
  sentences: readonly (readonly string[])[],
  order = 3,
): NgramModel {
  const counts = kneserNeyCounts(countNgrams(sentences, order));
  if (counts[0].size <= 1) throw new Error('estimateKneserNey: no words');
  const discounts = counts.map(discountOf);
  const totals = counts.map(contextTotals);
  const weightOf = (n: number, context: Gram) => {
    const total = totals[n - 1].get(context);
    return total ? (discounts[n - 1] * total.types) / total.sum : undefined;
  };

  const probabilities = counts.map(() => new Map<Gram, number>());
  const unigramTotal = totals[0].get('') as { sum: number; types: number };
  const uniform = 1 / (counts[0].size + 1); // + <unk>
  const unigramWeight = weightOf(1, '') as number;
  for (const [gram, count] of counts[0]) {
    probabilities[0].set(
      gram,
      Math.max(count - discounts[0], 0) / unigramTotal.sum + unigramWeight * uniform,
    );
  }
  probabilities[0].set(UNKNOWN_WORD, unigramWeight * uniform);
  for (let n = 2; n <= order; n += 1) {
    for (const [gram, count] of counts[n - 1]) {
      const context = contextOf(gram);
      const { sum } = totals[n - 1].get(context) as { sum: number };
      const lower = probabilities[n - 2].get(suffixOf(gram)) as number;
      probabilities[n - 1].set(
        gram,
        Math.max(count - discounts[n - 1], 0) / sum + (weightOf(n, context) as number) * lower,
      );
    }
  }

  const entries = probabilities.map((byGram, index) => {
    const n = index + 1;
    const list: NgramEntry[] = [...byGram].map(([gram, probability]) => ({
      gram,
      probability,
      backoff: n < order ? weightOf(n + 1, gram) : undefined,
    }));
    if (n === 1)
      list.push({ gram: SENTENCE_START, probability: 0, backoff: weightOf(2, SENTENCE_START) });
    return list.sort((a, b) => (a.gram < b.gram ? -1 : a.gram > b.gram ? 1 : 0));
  });
  return { order, entries, discounts };
}
