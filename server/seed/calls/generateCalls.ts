import type { NewCall } from '../../db/schema';
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
const campaignWeights = Object.fromEntries(
  SEED_CAMPAIGNS.map((campaign) => {
    const client = SEED_CLIENTS.find(({ id }) => id === campaign.clientId) as SeedClient;
    return [String(campaign.id), client.weight * campaign.weight];
  }),
);

const callerNumber = (lang: SearchLanguage, random: SeededRandom) =>
  lang === 'fr'
    ? `+33 ${random.pick(['6', '7'])} ${Array.from({ length: 4 }, () => String(random.int(0, 99)).padStart(2, '0')).join(' ')}`
    : `+44 7${random.digits(3)} ${random.digits(6)}`;

/** One call's content: drawn from `content` only, so the texts do not depend on the date. */
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
  const transcript = timeTurns(playScript(steps, random, value), random);
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

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * Demo calls, deterministic: the same seed and size give the same conversations; the same seed,
 * size and `now` give the same calls (ids and start times follow the seeding date). Ids are
 * `<campaign line>-<local date yyyymmdd>.<n-th call of that line that day>` (spec §9), and the
 * calls come in chronological order.
 */
export function generateCalls({
  size,
  seed = DEFAULT_CALL_SEED,
  now = new Date(),
}: GenerateCallsOptions): GeneratedCall[] {
  const content = new SeededRandom(seed);
  const timing = new SeededRandom(seed ^ 0x5bd1e995);
  const drafts = Array.from({ length: size }, () => {
    const campaignId = Number(content.weighted(campaignWeights));
    const campaign = SEED_CAMPAIGNS.find(({ id }) => id === campaignId) as SeedCampaign;
    const client = SEED_CLIENTS.find(({ id }) => id === campaign.clientId) as SeedClient;
    const call = converse(campaign, client, content);
    const start = startTime(client, now, timing);
    const status = call.failed ? 'void' : statusOf(now.getTime() - start.getTime(), timing);
    return { campaign, client, call, start, status };
  });
  drafts.sort((a, b) => a.start.getTime() - b.start.getTime());
  const perLineAndDay = new Map<string, number>();
  return drafts.map(({ campaign, client, call, start, status }) => {
    const day = wallTimeOf(start, client.timeZone);
    const key = `${campaign.line}-${day.year}${pad(day.month)}${pad(day.day)}`;
    const rank = (perLineAndDay.get(key) ?? 0) + 1;
    perLineAndDay.set(key, rank);
    return {
      id: `${key}.${rank}`,
      clientId: client.id,
      campaignId: campaign.id,
      startTime: start,
      duration: call.duration,
      lang: campaign.lang,
      status,
      decisional: call.decisional,
      metadata: call.metadata,
      transcript: call.transcript,
    };
  });
}
