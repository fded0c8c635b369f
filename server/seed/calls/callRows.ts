import type { DetectedTag } from '../../db/schema';
import { buildCallIndex, detectTags } from '../../services/moriarty/engine';
import {
  compileDefinitions,
  type StoredDefinitions,
} from '../../services/moriarty/detections/recompute';
import { callContent, type GeneratedCall, type PlannedCall } from './generateCalls';

/** The columns a seed writes, in the order of `copyRows`' fields (search_vector is generated). */
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
] as const;

/** The Moriarty clues and tags of each call language, as stored. */
export type DefinitionsByLanguage = Readonly<Record<string, StoredDefinitions>>;

type Compiled = ReturnType<typeof compileDefinitions>;

// PostgreSQL's COPY text format escapes backslashes and the characters that separate fields and
// rows. JSON text holds no raw tab or line break (JSON escapes them), only backslashes; the other
// fields are ids, codes and numbers.
const jsonField = (value: unknown) => {
  const json = JSON.stringify(value);
  return json.includes('\\') ? json.replace(/\\/g, '\\\\') : json;
};

const copyLine = (call: GeneratedCall, tags: readonly DetectedTag[]) =>
  `${call.id}\t${call.clientId}\t${call.campaignId}\t${call.startTime.toISOString()}\t` +
  `${call.duration}\t${call.lang}\t${call.status}\t${call.decisional ? 't' : 'f'}\t` +
  `${jsonField(call.metadata)}\t${jsonField(tags)}\t${jsonField(call.transcript)}\n`;

/**
 * Renders chunks of planned calls as COPY rows: each call's conversation, and the tags the
 * detection engine finds in it (the definitions are compiled once per renderer).
 */
export function callRowRenderer(seed: number, definitions: DefinitionsByLanguage) {
  const compiled = new Map<string, Compiled>();
  const definitionsOf = (lang: string): Compiled | undefined => {
    if (!definitions[lang]) return undefined;
    let entry = compiled.get(lang);
    if (!entry) {
      entry = compileDefinitions(definitions[lang]);
      compiled.set(lang, entry);
    }
    return entry;
  };
  return (planned: readonly PlannedCall[]): string => {
    const generated = planned.map((call) => callContent(call, seed));
    const detected: DetectedTag[][] = generated.map(() => []);
    for (const lang of new Set(generated.map((call) => call.lang))) {
      const engine = definitionsOf(lang);
      if (!engine || engine.tags.length === 0) continue;
      const positions = generated.flatMap((call, at) => (call.lang === lang ? [at] : []));
      const index = buildCallIndex(positions.map((at) => generated[at]));
      detectTags(index, engine.tags, engine.clues).forEach((tags, at) => {
        detected[positions[at]] = engine.ownedBy(generated[positions[at]].clientId, tags);
      });
    }
    return generated.map((call, at) => copyLine(call, detected[at])).join('');
  };
}
