import type { NgramModel } from './kneserNey';

/** log10 with 6 decimals; -99 stands for probability 0 (`<s>`, never predicted), as SRILM writes. */
const log10Text = (value: number) => {
  if (value <= 0) return '-99';
  const log = Math.log10(value);
  return Math.abs(log) < 5e-7 ? '0.000000' : log.toFixed(6);
};

/** Writes a model in the ARPA back-off format (`\data\`, `ngram N=count`, `\N-grams:`, `\end\`). */
export function writeArpa(model: NgramModel): string {
  const lines = ['\\data\\'];
  model.entries.forEach((list, index) => lines.push(`ngram ${index + 1}=${list.length}`));
  model.entries.forEach((list, index) => {
    lines.push('', `\\${index + 1}-grams:`);
    for (const { gram, probability, backoff } of list) {
      const fields = [log10Text(probability), gram];
      if (backoff !== undefined) fields.push(log10Text(backoff));
      lines.push(fields.join('\t'));
    }
  });
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}
