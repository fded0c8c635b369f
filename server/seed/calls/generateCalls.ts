import type { CallStatus, NewCall } from '../../db/schema';
import { wallTimeOf } from '../../services/search/zonedTime';
import { startTime, statusOf } from './calendar';
import { SEED_CAMPAIGNS, SEED_CLIENTS, type SeedCampaign, type SeedClient } from './catalog';
import { playScript, timeTurns } from './conversation';
import { SeededRandom } from './random';
import { englishScript } from './scripts/en';
import { frenchScript } from './scripts/fr';
import type { LanguageScript, SearchLanguage, Topic } from './scripts/dsl';
import { callValues } from './vocabulary';

export const DEFAULT_CALL_SEED = 20251103;

export interface GenerateCallsOptions {
  /** Number of calls. */
  size: number;
  seed?: number;
  /** The seeding date: calls happen in the SEED_DAYS before it, never after. */
  now?: Date;
}

export type GeneratedCall = Required<Omit<NewCall, 'detectedTags' | 'searchVector'>>;

const SCRIPTS: Record<SearchLanguage, LanguageScript> = { fr: frenchScript, en: englishScript };
const FAILED_CALL_RATE = 0.06;
const DECISIONAL_RATE: Record<Topic, number> = {
  cancellation: 0.7,
  complaint: 0.55,
  appointment: 0.35,
  billing: 0.3,
  delivery: 0.2,
};
const IVR_CHOICES: Record<SearchLanguage, Record<Topic, string>> = {
  fr: {
    billing: 'facturation',
    cancellation: 'résiliation',
    delivery: 'livraison',
    complaint: 'réclamation',
    appointment: 'rendez-vous',
  },
  en: {
    billing: 'billing',
    cancellation: 'cancellation',
    delivery: 'delivery',
    complaint: 'complaint',
    appointment: 'appointment',
  },
};
const campaignById = new Map(SEED_CAMPAIGNS.map((campaign) => [campaign.id, campaign]));
const clientById = new Map(SEED_CLIENTS.map((client) => [client.id, client]));
const campaignWeights = Object.fromEntries(
  SEED_CAMPAIGNS.map((campaign) => {
    const client = SEED_CLIENTS.find(({ id }) => id === campaign.clientId) as SeedClient;
    return [String(campaign.id), client.weight * campaign.weight];
  }),
);

/**
 * Customers who call again and again, some of them several clients (GDPR requests, issue 14, find
 * their calls across clients): mobile numbers from the ranges kept for fiction (France 06 39 98,
 * the United Kingdom 07700 900).
 */
export const REGULAR_CALLERS: Readonly<Record<SearchLanguage, readonly string[]>> = {
  fr: ['+33 6 39 98 00 01', '+33 6 39 98 00 02', '+33 6 39 98 00 03'],
  en: ['+44 7700 900001', '+44 7700 900002', '+44 7700 900003'],
};
const REGULAR_CALLER_RATE = 0.04;

const callerNumber = (lang: SearchLanguage, random: SeededRandom) => {
  if (random.chance(REGULAR_CALLER_RATE)) return random.pick(REGULAR_CALLERS[lang]);
  return lang === 'fr'
    ? `+33 ${random.pick(['6', '7'])} ${Array.from({ length: 4 }, () => String(random.int(0, 99)).padStart(2, '0')).join(' ')}`
    : `+44 7${random.digits(3)} ${random.digits(6)}`;
};

/** One call's content, drawn from the call's own random sequence (not from its date). */
function converse(campaign: SeedCampaign, client: SeedClient, random: SeededRandom) {
  const script = SCRIPTS[campaign.lang];
  const topic = random.weighted(campaign.topics);
  const failed = random.chance(FAILED_CALL_RATE);
  const outboundScript = script.outbound[topic];
  const direction = outboundScript && random.chance(campaign.outbound) ? 'outbound' : 'inbound';
  const agent = random.pick(campaign.agents);
  const vocabulary = client.vocabulary[campaign.lang];
  if (!vocabulary) throw new Error(`seed: ${client.name} has no ${campaign.lang} vocabulary`);
  const steps = failed
    ? random.pick(script.failed[direction])
    : direction === 'outbound' && outboundScript
      ? outboundScript
      : script.inbound[topic];
  const value = callValues(campaign.lang, random, { brand: client.name, agent, vocabulary });
  const transcript = timeTurns(
    playScript(steps, random, value),
    random,
    campaign.wordTimings ?? false,
  );
  const lastEnd = transcript.at(-1)?.end ?? 0;
  return {
    failed,
    decisional: !failed && random.chance(DECISIONAL_RATE[topic]),
    duration: Math.ceil((lastEnd + random.int(300, 2500)) / 1000),
    metadata: {
      agent,
      direction,
      caller_number: callerNumber(campaign.lang, random),
      ...(direction === 'inbound' && { ivr_choice: IVR_CHOICES[campaign.lang][topic] }),
    },
    transcript,
  };
}

/** Each call has its own random sequence, from the seed and its rank in generation order. */
function callRandom(seed: number, index: number): SeededRandom {
  // Weyl step then the lowbias32 finaliser: neighbouring ranks get unrelated sequences.
  let hash = (Math.imul(index + 1, 0x9e3779b1) + seed) >>> 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x7feb352d);
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x846ca68b);
  hash ^= hash >>> 16;
  return new SeededRandom(hash >>> 0);
}

/** The first draw of a call's sequence: its campaign. */
const drawCampaign = (random: SeededRandom) =>
  campaignById.get(Number(random.weighted(campaignWeights))) as SeedCampaign;

/**
 * A call before its content: where and when it happens, its id and the status its age gives
 * (a failed call is `void` whatever its age: decided with the content).
 */
export interface PlannedCall {
  /** Rank in generation order: the key of the call's own random sequence. */
  index: number;
  id: string;
  campaignId: number;
  /** Epoch milliseconds. */
  start: number;
  status: CallStatus;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `yyyymmdd` of an instant in a time zone, cached by hour (formatting dates is the slow part). */
function localDayOf() {
  const cache = new Map<string, string>();
  return (start: number, timeZone: string) => {
    const key = `${timeZone}|${Math.floor(start / 3_600_000)}`;
    let day = cache.get(key);
    if (day === undefined) {
      const wall = wallTimeOf(new Date(start), timeZone);
      day = `${wall.year}${pad(wall.month)}${pad(wall.day)}`;
      cache.set(key, day);
    }
    return day;
  };
}

/**
 * Where and when `size` calls happen, in chronological order, with their ids:
 * `<campaign line>-<local date yyyymmdd>.<n-th call of that line that day>` (spec §9). Cheap: the
 * conversations are drawn later, call by call (`callContent`), so a million calls can be planned
 * at once and generated in chunks.
 */
export function planCalls({
  size,
  seed = DEFAULT_CALL_SEED,
  now = new Date(),
}: GenerateCallsOptions): PlannedCall[] {
  const timing = new SeededRandom(seed ^ 0x5bd1e995);
  const drafts = Array.from({ length: size }, (_, index) => {
    const campaign = drawCampaign(callRandom(seed, index));
    const client = clientById.get(campaign.clientId) as SeedClient;
    const start = startTime(client, now, timing).getTime();
    return { index, campaign, start, status: statusOf(now.getTime() - start, timing) };
  });
  drafts.sort((a, b) => a.start - b.start || a.index - b.index);
  const localDay = localDayOf();
  const perLineAndDay = new Map<string, number>();
  return drafts.map(({ index, campaign, start, status }) => {
    const timeZone = (clientById.get(campaign.clientId) as SeedClient).timeZone;
    const key = `${campaign.line}-${localDay(start, timeZone)}`;
    const rank = (perLineAndDay.get(key) ?? 0) + 1;
    perLineAndDay.set(key, rank);
    return { index, id: `${key}.${rank}`, campaignId: campaign.id, start, status };
  });
}

/** The whole call of a plan entry: its conversation, drawn from its own random sequence. */
export function callContent(planned: PlannedCall, seed = DEFAULT_CALL_SEED): GeneratedCall {
  const random = callRandom(seed, planned.index);
  const campaign = drawCampaign(random);
  const client = clientById.get(campaign.clientId) as SeedClient;
  const call = converse(campaign, client, random);
  return {
    id: planned.id,
    clientId: client.id,
    campaignId: campaign.id,
    startTime: new Date(planned.start),
    duration: call.duration,
    lang: campaign.lang,
    status: call.failed ? 'void' : planned.status,
    decisional: call.decisional,
    metadata: call.metadata,
    transcript: call.transcript,
  };
}

/**
 * Demo calls, deterministic: the same seed and size give the same conversations; the same seed,
 * size and `now` give the same calls (ids and start times follow the seeding date). The calls come
 * in chronological order. For large sizes, plan once and generate in chunks (see bulkLoad.ts).
 */
export function generateCalls(options: GenerateCallsOptions): GeneratedCall[] {
  return planCalls(options).map((planned) => callContent(planned, options.seed));
}
