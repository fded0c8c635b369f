import type { DetectedTag } from '../../db/schema';
import { buildCallIndex, detectTags } from '../../services/moriarty/engine';
import type { Token } from '../../services/moriarty/engine/normalise';
import {
  compileDefinitions,
  type StoredDefinitions,
} from '../../services/moriarty/detections/recompute';
import { callContent, type GeneratedCall, type PlannedCall } from './generateCalls';
import { callSearchVector, learnTextVectors, textKey, type TextVector } from './searchVectors';

/** The columns a seed writes, in the order of `copyLine`'s fields. */
export const CALL_COLUMNS = [
  'id',
  'client_id',
  'campaign_id',
  'start_time',
  'duration',
  'lang',
  'status',
  'decisional',
  'metadata',
  'detected_tags',
  'transcript',
  'search_vector',
] as const;

/**
 * `to_tsvector` output of each key (`textKey`) asked, in order, with a marker after the text
 * (see searchVectors) — the database's work, wherever the rows are rendered.
 */
export type TextVectorLookup = (keys: readonly string[]) => Promise<readonly string[]>;

/** The Moriarty clues and tags of each call language, as stored. */
export type DefinitionsByLanguage = Readonly<Record<string, StoredDefinitions>>;

type Compiled = ReturnType<typeof compileDefinitions>;

// PostgreSQL's COPY text format escapes backslashes and the characters that separate fields and
// rows. JSON text holds no raw tab or line break (JSON escapes them), nor does a tsvector literal
// (lexemes are words): only backslashes; the other fields are ids, codes and numbers.
const textField = (text: string) => (text.includes('\\') ? text.replace(/\\/g, '\\\\') : text);
const jsonField = (value: unknown) => textField(JSON.stringify(value));

const copyLine = (call: GeneratedCall, tags: readonly DetectedTag[], vector: string) =>
  `${call.id}\t${call.clientId}\t${call.campaignId}\t${call.startTime.toISOString()}\t` +
  `${call.duration}\t${call.lang}\t${call.status}\t${call.decisional ? 't' : 'f'}\t` +
  `${jsonField(call.metadata)}\t${jsonField(tags)}\t${jsonField(call.transcript)}\t` +
  `${textField(vector)}\n`;

/** Turn texts' vectors kept by default; emptied past it, so memory stays flat on huge seeds. */
export const CACHED_TEXTS = 200_000;

/** What a row renderer needs, wherever it runs (sent to worker threads as is). */
export interface RowSettings {
  seed: number;
  definitions: DefinitionsByLanguage;
  /** Turn texts' vectors kept at most (CACHED_TEXTS by default; tests make it small). */
  cachedTexts?: number;
}

/**
 * Renders chunks of planned calls as COPY rows: each call's conversation, the tags the detection
 * engine finds in it (the definitions are compiled once per renderer) and its search vector
 * (`lookup` asked only for turn texts this renderer has not met).
 */
export function callRowRenderer(
  { seed, definitions, cachedTexts = CACHED_TEXTS }: RowSettings,
  lookup: TextVectorLookup,
) {
  // Texts' and words' vectors (a one-word text is its word), emptied past `cachedTexts`.
  const texts = new Map<string, TextVector>();
  async function learnTexts(generated: readonly GeneratedCall[]) {
    const said = new Set<string>();
    for (const call of generated)
      for (const turn of call.transcript) said.add(textKey(call.lang, turn.text));
    let unknown = [...said].filter((key) => !texts.has(key));
    if (!unknown.length) return;
    if (texts.size + unknown.length > cachedTexts) {
      texts.clear();
      unknown = [...said];
    }
    await learnTextVectors(unknown, texts, lookup);
  }
  const compiled = new Map<string, Compiled>();
  // Turn texts' tokens, from one chunk's detection index to the next.
  const tokenised = new Map<string, readonly Token[]>();
  const definitionsOf = (lang: string): Compiled | undefined => {
    if (!definitions[lang]) return undefined;
    let entry = compiled.get(lang);
    if (!entry) {
      entry = compileDefinitions(definitions[lang]);
      compiled.set(lang, entry);
    }
    return entry;
  };
  const render = async (planned: readonly PlannedCall[]): Promise<string> => {
    const generated = planned.map((call) => callContent(call, seed));
    await learnTexts(generated);
    const detected: DetectedTag[][] = generated.map(() => []);
    for (const lang of new Set(generated.map((call) => call.lang))) {
      const engine = definitionsOf(lang);
      if (!engine || engine.tags.length === 0) continue;
      const positions = generated.flatMap((call, at) => (call.lang === lang ? [at] : []));
      if (tokenised.size > cachedTexts) tokenised.clear();
      const index = buildCallIndex(
        positions.map((at) => generated[at]),
        tokenised,
      );
      detectTags(index, engine.tags, engine.clues).forEach((tags, at) => {
        detected[positions[at]] = engine.ownedBy(generated[positions[at]].clientId, tags);
      });
    }
    return generated
      .map((call, at) => {
        const vectorOf = (text: string) => texts.get(textKey(call.lang, text)) as TextVector;
        return copyLine(call, detected[at], callSearchVector(call.transcript, vectorOf));
      })
      .join('');
  };
  // One chunk at a time: a chunk waiting for its texts must not see the cache emptied by another.
  let previous: Promise<unknown> = Promise.resolve();
  return (planned: readonly PlannedCall[]): Promise<string> => {
    const rows = previous.then(() => render(planned));
    previous = rows.catch(() => undefined);
    return rows;
  };
}
