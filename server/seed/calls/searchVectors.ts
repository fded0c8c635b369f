import { FALLBACK_SEARCH_CONFIG, SEARCH_CONFIGS, type TranscriptTurn } from '../../db/schema';

/*
 * A call's search vector built as the database's `call_search_vector(lang, transcript)` builds
 * it (migration 0019), from one `to_tsvector` per distinct turn text instead of one over each
 * call's whole transcript: generated calls say the same lines again and again (a tenth of the
 * turns are distinct), and on the embedded database `to_tsvector` was most of a seed's time.
 * PostgreSQL's rules are kept exactly (a test and the bench compare with the function):
 * - `to_tsvector` of a jsonb array parses its texts one after another and leaves one free
 *   position between two texts that gave words; a text moves the next one by what a marker put
 *   after it in the same array shows (`advance`);
 * - a lexeme keeps at most 255 sorted positions, none after 16383 (`uniqueWORD`);
 * - `in || out` shifts the right side by the left's highest position and keeps at most 256
 *   positions per lexeme, none after a 16383 (`tsvector_concat`).
 */

const MAX_POSITION = 16383;
/** A number: every configuration keeps it as it is, and no generated text says it. */
const MARKER = '987654321';

/**
 * What one turn text gives: its lexemes (ids, see `lexemeId`) and their positions, as pairs in
 * one array, and the shift of the next text.
 */
export interface TextVector {
  pairs: Int32Array;
  advance: number;
}

// Lexemes as small numbers, so a call's positions are sorted as plain numbers (lexeme id ×
// POSITIONS + position) instead of gathered in maps of strings: the seed builds 100 000 vectors.
const lexemeIds = new Map<string, number>();
const quotedLexemes: string[] = [];
const POSITIONS = 1 << 14;

const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

function lexemeId(lexeme: string): number {
  let id = lexemeIds.get(lexeme);
  if (id === undefined) {
    id = quotedLexemes.length;
    lexemeIds.set(lexeme, id);
    quotedLexemes.push(quoted(lexeme));
  }
  return id;
}

/** A text in its search configuration, as one string (the cache key and the lookup's input). */
export const textKey = (lang: string, text: string): string =>
  `${SEARCH_CONFIGS[lang as keyof typeof SEARCH_CONFIGS] ?? FALLBACK_SEARCH_CONFIG}\t${text}`;

/** The SQL giving, for `$1` keys (`config\ttext`), each text's vector followed by the marker. */
export const TEXT_VECTORS_SQL = `SELECT to_tsvector(split_part(k, E'\\t', 1)::regconfig,
    jsonb_build_array(substr(k, strpos(k, E'\\t') + 1), '${MARKER}'))::text AS vector
  FROM unnest($1::text[]) WITH ORDINALITY AS keys(k, n) ORDER BY n`;

/** Reads `to_tsvector`'s text output (`'lexeme':1,4 'other':2`, quotes and backslashes doubled). */
export function parseTextVector(output: string): TextVector {
  const pairs: number[] = [];
  let advance = 0;
  let at = 0;
  while (at < output.length) {
    if (output[at] !== "'") {
      at += 1;
      continue;
    }
    let lexeme = '';
    at += 1;
    for (;;) {
      const char = output[at];
      if ((char === "'" || char === '\\') && output[at + 1] === char) {
        lexeme += char;
        at += 2;
      } else if (char === "'") {
        at += 1;
        break;
      } else {
        lexeme += char;
        at += 1;
      }
    }
    let positions: number[] = [];
    if (output[at] === ':') {
      const end = output.indexOf(' ', at);
      positions = output
        .slice(at + 1, end === -1 ? undefined : end)
        .split(',')
        .map((position) => Number.parseInt(position, 10));
      at = end === -1 ? output.length : end;
    }
    if (lexeme === MARKER) advance = positions[0] - 1;
    else {
      const id = lexemeId(lexeme);
      for (const position of positions) pairs.push(id, position);
    }
  }
  return { pairs: Int32Array.from(pairs), advance };
}

/**
 * The keys to ask for a text's vector (`textKey`): its words, split at spaces, which generated
 * calls share far more than whole lines (a few thousand words for a hundred thousand lines) —
 * or the text itself where a token may hold a space (the parser's XML tags).
 */
export function textParts(key: string): string[] {
  const tab = key.indexOf('\t');
  const text = key.slice(tab + 1);
  if (text.includes('<')) return [key];
  const words = text.split(' ').filter(Boolean);
  if (words.length < 2) return [key];
  const config = key.slice(0, tab + 1);
  return words.map((word) => config + word);
}

/**
 * A text's vector from its words' (`textParts`): the parser reads a space-separated text word
 * after word, so each word's positions follow the positions the words before it used —
 * `advance` less the free position a text that gave lexemes leaves before the next.
 */
export function joinTextVectors(words: readonly TextVector[]): TextVector {
  if (words.length === 1) return words[0];
  const pairs: number[] = [];
  let used = 0;
  for (const word of words) {
    for (let at = 0; at < word.pairs.length; at += 2)
      pairs.push(word.pairs[at], word.pairs[at + 1] + used);
    used += word.advance - (word.pairs.length ? 1 : 0);
  }
  return { pairs: Int32Array.from(pairs), advance: used + (pairs.length ? 1 : 0) };
}

/**
 * Digits, maybe followed by a punctuation mark: in every configuration the parser reads one
 * unsigned integer, kept as it is (the reference and account numbers the calls spell out, a
 * new one in almost every call, need not be asked).
 */
const NUMBER = /^(\d+)[.,;:?!]?$/;

/**
 * Adds to `known` the vectors of the texts `keys` (`textKey`), asking `lookup` (which gives
 * `TEXT_VECTORS_SQL`'s answers) only for the words and texts not known yet.
 */
export async function learnTextVectors(
  keys: readonly string[],
  known: Map<string, TextVector>,
  lookup: (keys: readonly string[]) => Promise<readonly string[]>,
): Promise<void> {
  const partsOf = new Map(keys.map((key) => [key, textParts(key)]));
  const asked: string[] = [];
  for (const part of new Set([...partsOf.values()].flat())) {
    if (known.has(part)) continue;
    const number = NUMBER.exec(part.slice(part.indexOf('\t') + 1));
    if (number) known.set(part, { pairs: Int32Array.of(lexemeId(number[1]), 1), advance: 2 });
    else asked.push(part);
  }
  const vectors = asked.length ? await lookup(asked) : [];
  asked.forEach((part, at) => known.set(part, parseTextVector(vectors[at])));
  for (const [key, parts] of partsOf)
    known.set(key, joinTextVectors(parts.map((part) => known.get(part) as TextVector)));
}

const limit = (position: number) => (position < MAX_POSITION ? position : MAX_POSITION);

/**
 * One speaker's texts as `to_tsvector` of their jsonb array gives them: lexeme id × POSITIONS +
 * position, sorted, at most 255 positions a lexeme, none after MAX_POSITION.
 */
function speakerPositions(texts: readonly TextVector[]): number[] {
  let size = 0;
  for (const text of texts) size += text.pairs.length / 2;
  const packed = new Float64Array(size);
  let filled = 0;
  let offset = 0;
  for (const { pairs, advance } of texts) {
    for (let at = 0; at < pairs.length; at += 2)
      packed[filled++] = pairs[at] * POSITIONS + limit(pairs[at + 1] + offset);
    offset += advance;
  }
  packed.sort();
  const kept: number[] = [];
  let lexeme = -1;
  let count = 0;
  let last = 0;
  for (const entry of packed) {
    const id = Math.floor(entry / POSITIONS);
    const position = entry - id * POSITIONS;
    if (id !== lexeme) {
      lexeme = id;
      count = 0;
    } else if (count >= 255 || last === MAX_POSITION || last === position) continue;
    kept.push(entry);
    count += 1;
    last = position;
  }
  return kept;
}

/** The call's search vector as a tsvector literal, from its turns' text vectors. */
export function callSearchVector(
  transcript: readonly TranscriptTurn[],
  vectorOf: (text: string) => TextVector,
): string {
  const said = (speaker: string) =>
    transcript.flatMap((turn) =>
      turn.speaker === speaker && typeof turn.text === 'string' ? [vectorOf(turn.text)] : [],
    );
  const customer = speakerPositions(said('in'));
  const brand = speakerPositions(said('out'));
  let highest = 0;
  for (const entry of customer) highest = Math.max(highest, entry % POSITIONS);
  // `customer || brand`, lexeme by lexeme (both sorted by lexeme): tsvector_concat's add_pos
  // keeps at most 256 positions and nothing after a MAX_POSITION.
  const parts: string[] = [];
  let left = 0;
  let right = 0;
  while (left < customer.length || right < brand.length) {
    const leftId = left < customer.length ? Math.floor(customer[left] / POSITIONS) : Infinity;
    const rightId = right < brand.length ? Math.floor(brand[right] / POSITIONS) : Infinity;
    const id = Math.min(leftId, rightId);
    let positions = '';
    let count = 0;
    let last = 0;
    for (; left < customer.length && Math.floor(customer[left] / POSITIONS) === id; left += 1) {
      if (count >= 256 || last === MAX_POSITION) continue;
      last = customer[left] % POSITIONS;
      positions += `${count++ ? ',' : ''}${last}A`;
    }
    for (; right < brand.length && Math.floor(brand[right] / POSITIONS) === id; right += 1) {
      if (count >= 256 || last === MAX_POSITION) continue;
      last = limit((brand[right] % POSITIONS) + highest);
      positions += `${count++ ? ',' : ''}${last}B`;
    }
    parts.push(`${quotedLexemes[id]}:${positions}`);
  }
  return parts.join(' ');
}
