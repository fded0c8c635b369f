import type { Speaker, TranscriptTurn, TranscriptWord } from '../../db/schema';
import type { SeededRandom } from './random';
import type { Step } from './scripts/dsl';

export interface SpokenLine {
  speaker: Speaker;
  text: string;
  hold: boolean;
}

const fill = (variant: string, value: (key: string) => string) => {
  // Transcripts use the straight apostrophe, as speech recognisers write it.
  const text = variant.replace(/\{(\w+)\}/g, (_, key: string) => value(key)).replace(/’/g, "'");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Walks a script: one variant per line, optional parts and branches drawn at random. */
export function playScript(
  steps: readonly Step[],
  random: SeededRandom,
  value: (key: string) => string,
): SpokenLine[] {
  const lines: SpokenLine[] = [];
  const walk = (part: readonly Step[]) => {
    for (const step of part) {
      if (step.kind === 'line') {
        const text = fill(random.pick(step.variants), value);
        lines.push({ speaker: step.speaker, text, hold: step.hold ?? false });
      } else if (step.kind === 'maybe') {
        if (random.chance(step.probability)) walk(step.steps);
      } else {
        walk(random.pick(step.branches));
      }
    }
  };
  walk(steps);
  return lines;
}

// A recognised word keeps letters, digits and what sits between them (l'appel, 39,90, £42.50),
// not the punctuation around them.
const WORD_EDGES = /^[^\p{L}\p{N}£]+|[^\p{L}\p{N}]+$/gu;

const SENTENCE_END = new Set(['.', '?', '!', '…']);
const CLAUSE_END = new Set([',', ';', ':']);

/** Milliseconds of silence after a token, from its last character (trailing punctuation). */
const pauseAfter = (last: string, random: SeededRandom) => {
  if (SENTENCE_END.has(last)) return random.int(300, 650);
  if (CLAUSE_END.has(last)) return random.int(150, 350);
  return random.int(20, 90);
};

const confidence = (random: SeededRandom) =>
  Math.round(
    (random.chance(0.07) ? 0.45 + random.next() * 0.4 : 0.85 + random.next() * 0.14) * 100,
  ) / 100;

/** A text's tokens as `speak` reads them: the word each holds (maybe none) and its last character. */
type SpokenToken = readonly [word: string, last: string];
const tokensByText = new Map<string, readonly SpokenToken[]>();
/** Texts whose tokens are kept: generated calls say the same lines again and again. */
const KEPT_TEXTS = 50_000;

function spokenTokens(text: string): readonly SpokenToken[] {
  let tokens = tokensByText.get(text);
  if (!tokens) {
    tokens = text
      .split(/\s+/)
      .map((token): SpokenToken => [token.replace(WORD_EDGES, ''), token.charAt(token.length - 1)]);
    if (tokensByText.size >= KEPT_TEXTS) tokensByText.clear();
    tokensByText.set(text, tokens);
  }
  return tokens;
}

/**
 * Word timings of one turn starting at `start`, at `msPerChar` speaking speed; confidences are
 * drawn only for the words kept (a million calls are generated in minutes).
 */
function speak(
  text: string,
  start: number,
  msPerChar: number,
  random: SeededRandom,
  keepWords: boolean,
) {
  const words: TranscriptWord[] = [];
  let cursor = start;
  let first: number | undefined;
  let last: number | undefined;
  for (const [word, lastChar] of spokenTokens(text)) {
    if (word) {
      const end = cursor + Math.max(110, word.length * msPerChar + random.int(-20, 40));
      if (keepWords) words.push({ word, start: cursor, end, confidence: confidence(random) });
      first ??= cursor;
      last = end;
      cursor = end;
    }
    cursor += pauseAfter(lastChar, random);
  }
  return { words, first, last };
}

/**
 * Times the lines as a call: speakers alternate with short gaps (sometimes a hesitation or a
 * slight overlap), a hold leaves a long silence, each speaker keeps a speaking speed for the call.
 */
export function timeTurns(
  lines: readonly SpokenLine[],
  random: SeededRandom,
  keepWords = true,
): TranscriptTurn[] {
  const speed: Record<Speaker, number> = { out: random.int(56, 66), in: random.int(60, 78) };
  const turns: TranscriptTurn[] = [];
  let cursor = random.int(300, 1500);
  let previous: SpokenLine | undefined;
  for (const line of lines) {
    const previousStart = turns.at(-1)?.start ?? 0;
    if (previous?.hold) cursor += random.int(20000, 90000);
    else if (previous && previous.speaker === line.speaker) cursor += random.int(400, 1200);
    else if (previous && random.chance(0.05))
      cursor = Math.max(cursor - random.int(100, 300), previousStart + 200);
    else if (previous)
      cursor += random.chance(0.08) ? random.int(1500, 3500) : random.int(150, 900);
    const { words, first, last } = speak(line.text, cursor, speed[line.speaker], random, keepWords);
    const start = first ?? cursor;
    const end = last ?? cursor + 500;
    turns.push({
      speaker: line.speaker,
      start,
      end,
      text: line.text,
      ...(keepWords && { words }),
    });
    cursor = Math.max(cursor, end);
    previous = line;
  }
  return turns;
}
