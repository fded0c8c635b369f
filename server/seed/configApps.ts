import { count, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { clients } from '../db/schema/calls';
import { configApps, languageModelConfigs, type AudioCodec } from '../db/schema/config';
import { languageModels } from '../db/schema/lmFactoryLanguageModels';
import { apiKeyHint, hashSecret, newApiKey } from '../services/shared/secrets';

interface SeedAppBase {
  name: string;
  clientId: number;
  language: 'fr' | 'en';
  /** An alias (stream apps: or H2B alias) of the seeded model the app uses. */
  alias: string;
  /** Label of the seeded language model the app uses. */
  model: string;
}
interface SeedBatchApp extends SeedAppBase {
  type: 'batch';
  callbackUrl: string;
}
interface SeedStreamApp extends SeedAppBase {
  type: 'stream';
  audioCodec: AudioCodec;
  sampleRate: 8000 | 16000;
  maxStreams: number;
}
type SeedApp = SeedBatchApp | SeedStreamApp;

/** Demo batch and stream apps of the demo clients, using the seeded models (used-app counts). */
export const SEED_CONFIG_APPS: readonly SeedApp[] = [
  {
    name: 'Vocal cookie — Service client',
    type: 'batch',
    clientId: 1,
    language: 'fr',
    alias: 'fr-service-client',
    model: 'Service client',
    callbackUrl: 'https://hooks.elan-telecom.example/vocal-cookie',
  },
  {
    name: 'H2B — Plateau Lyon',
    type: 'stream',
    clientId: 1,
    language: 'fr',
    alias: 'fr-FR',
    model: 'Service client',
    audioCodec: 'PCMA',
    sampleRate: 8000,
    maxStreams: 30,
  },
  {
    name: 'Vocal cookie — Recouvrement',
    type: 'batch',
    clientId: 2,
    language: 'fr',
    alias: 'fr-billing',
    model: 'Facturation',
    callbackUrl: 'https://api.maison-lumiere.example/transcriptions',
  },
  {
    name: 'Vocal cookie — Customer care UK',
    type: 'batch',
    clientId: 3,
    language: 'en',
    alias: 'en-customer-service',
    model: 'Customer service',
    callbackUrl: 'https://callbacks.northwind-energy.example/speech',
  },
  {
    name: 'H2B — Support desk UK',
    type: 'stream',
    clientId: 3,
    language: 'en',
    alias: 'en-GB',
    model: 'Customer service',
    audioCodec: 'L16',
    sampleRate: 16000,
    maxStreams: 50,
  },
  {
    name: 'Vocal cookie — Livraisons',
    type: 'batch',
    clientId: 4,
    language: 'fr',
    alias: 'fr-billing',
    model: 'Facturation',
    callbackUrl: 'https://parcelo.example/webhooks/vocal-cookie',
  },
];

/** The stored columns of a seeded app; a stream app gets a random key nobody knows (rotate it). */
async function columnsOf(app: SeedApp) {
  if (app.type === 'batch') return { callbackUrl: app.callbackUrl };
  const key = newApiKey();
  return {
    audioCodec: app.audioCodec,
    sampleRate: app.sampleRate,
    maxStreams: app.maxStreams,
    apiKeyHash: await hashSecret(key),
    apiKeyHint: apiKeyHint(key),
  };
}

/** Inserts the demo apps of the clients there are, when the table is empty (after the clients). */
export async function seedConfigApps(db: AppDatabase): Promise<void> {
  const [{ total }] = await db.select({ total: count() }).from(configApps);
  if (total > 0) return;
  const configs = await db
    .select({ id: languageModelConfigs.id, label: languageModels.label })
    .from(languageModelConfigs)
    .innerJoin(languageModels, eq(languageModels.codename, languageModelConfigs.codename));
  const configOf = new Map(configs.map(({ id, label }) => [label, id]));
  const existing = await db
    .select({ id: clients.id })
    .from(clients)
    .where(inArray(clients.id, [...new Set(SEED_CONFIG_APPS.map((app) => app.clientId))]));
  const clientIds = new Set(existing.map(({ id }) => id));
  const apps = SEED_CONFIG_APPS.filter((app) => clientIds.has(app.clientId));
  if (!apps.length) return;
  await db.insert(configApps).values(
    await Promise.all(
      apps.map(async (app) => ({
        name: app.name,
        type: app.type,
        clientId: app.clientId,
        language: app.language,
        languageModelAlias: app.alias,
        languageModelId: configOf.get(app.model) ?? null,
        ...(await columnsOf(app)),
      })),
    ),
  );
}
