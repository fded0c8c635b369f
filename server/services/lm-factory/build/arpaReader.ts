// Reads an ARPA back-off model and scores with it: used to check what the build writes.

export interface ArpaModel {
  /** Counts announced in the `\data\` header, 1-grams first. */
  declared: number[];
  /** Per order: n-gram → { log10 probability, log10 back-off weight (0 when absent) }. */
  ngrams: Map<string, { logProb: number; logBackoff: number }>[];
}

/** Parses ARPA text; throws on a malformed file (missing sections, wrong field counts). */
export function readArpa(text: string): ArpaModel {
  const lines = text.split('\n').map((line) => line.trim());
  if (lines[0] !== '\\data\\') throw new Error('readArpa: missing \\data\\');
  const declared: number[] = [];
  let index = 1;
  for (; lines[index]?.startsWith('ngram '); index += 1) {
    const match = /^ngram (\d+)=(\d+)$/.exec(lines[index]);
    if (!match || Number(match[1]) !== declared.length + 1)
      throw new Error(`readArpa: bad header ${lines[index]}`);
    declared.push(Number(match[2]));
  }
  const ngrams = declared.map(() => new Map<string, { logProb: number; logBackoff: number }>());
  let order = 0;
  for (; index < lines.length; index += 1) {
    const line = lines[index];
    if (line === '') continue;
    if (line === '\\end\\') return { declared, ngrams };
    const section = /^\\(\d+)-grams:$/.exec(line);
    if (section) {
      // Sections come in order, one per declared n-gram order.
      if (Number(section[1]) !== order + 1 || order + 1 > declared.length) {
        throw new Error(`readArpa: unexpected ${line}`);
      }
      order += 1;
      continue;
    }
    const fields = line.split('\t');
    if (order === 0 || fields.length < 2 || fields.length > 3)
      throw new Error(`readArpa: bad line ${line}`);
    const gram = fields[1];
    if (gram.split(' ').length !== order)
      throw new Error(`readArpa: ${gram} in the ${order}-grams`);
    ngrams[order - 1].set(gram, {
      logProb: Number(fields[0]),
      logBackoff: fields[2] === undefined ? 0 : Number(fields[2]),
    });
  }
  throw new Error('readArpa: missing \\end\\');
}

/** log10 p(word | context words) by the back-off rule; unknown words score as `<unk>`. */
export function logProbability(model: ArpaModel, context: readonly string[], word: string): number {
  const known = model.ngrams[0].has(word) ? word : '<unk>';
  const history = context.slice(-(model.ngrams.length - 1));
  for (let start = 0; start <= history.length; start += 1) {
    const gram = [...history.slice(start), known].join(' ');
    const entry = model.ngrams[history.length - start].get(gram);
    if (entry) {
      let backoff = 0;
      // Back-off weights of the longer contexts that did not list the n-gram.
      for (let skipped = 0; skipped < start; skipped += 1) {
        backoff +=
          model.ngrams[history.length - skipped - 1].get(history.slice(skipped).join(' '))
            ?.logBackoff ?? 0;
      }
      return entry.logProb + backoff;
    }
  }
  return -Infinity;
}
