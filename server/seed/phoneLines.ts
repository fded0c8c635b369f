import { count, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { campaigns, configApps, phoneLines, type PhoneLineStatus } from '../db/schema';
import { SEED_CAMPAIGNS, SEED_CLIENTS } from './calls';

// Demo phone lines (issue 14): one per campaign — the number its customers dial, taken from the
// ranges the regulators keep for fiction (France: 01 99 00 xx xx; the United Kingdom: 020 7946
// 0xxx), built from the campaign's line (the first part of its call ids) — and one former line
// per client, suspended and no longer recorded. Callers' numbers are not used: they are the
// customers' personal data, hidden without `feat.scribr.call_number`.

interface SeedLine {
  number: string;
  label: string;
  clientId: number;
  campaignId: number | null;
  language: string;
  /** Name of the seeded configuration app the calls are routed to. */
  app?: string;
  recordingEnabled: boolean;
  status: PhoneLineStatus;
}

/** A fictional number: `+33 1 99 00 0x xx` in French, `+44 20 7946 0xxx` in English. */
const fictional = (lang: string, digits: number) =>
  lang === 'en'
    ? `+44207946${String(digits).padStart(4, '0')}`
    : `+331990${String(digits).padStart(5, '0')}`;

const APPS: Readonly<Record<number, string>> = {
  1: 'Vocal cookie — Service client',
  6: 'Vocal cookie — Customer care UK',
};

export const SEED_PHONE_LINES: readonly SeedLine[] = [
  ...SEED_CAMPAIGNS.map((campaign) => ({
    number: fictional(campaign.lang, campaign.line),
    label: campaign.name,
    clientId: campaign.clientId,
    campaignId: campaign.id,
    language: campaign.lang,
    app: APPS[campaign.id],
    recordingEnabled: true,
    status: 'active' as const,
  })),
  ...SEED_CLIENTS.map((client) => {
    const lang = Object.keys(client.vocabulary)[0] ?? 'fr';
    return {
      number: fictional(lang, client.id * 100 + 99),
      label: lang === 'en' ? 'Former switchboard' : 'Ancien standard',
      clientId: client.id,
      campaignId: null,
      language: lang,
      recordingEnabled: false,
      status: 'suspended' as const,
    };
  }),
];

/**
 * Inserts the demo lines when the table is empty and the demo campaigns exist (the calls' seed
 * adds them); apps that are not there leave their lines unrouted.
 */
export async function seedPhoneLines(db: AppDatabase): Promise<void> {
  const [{ total }] = await db.select({ total: count() }).from(phoneLines);
  if (total > 0) return;
  const ids = SEED_CAMPAIGNS.map((campaign) => campaign.id);
  const [{ present }] = await db
    .select({ present: count() })
    .from(campaigns)
    .where(inArray(campaigns.id, ids));
  if (present !== ids.length) return;
  const apps = await db.select({ id: configApps.id, name: configApps.name }).from(configApps);
  const appOf = new Map(apps.map(({ id, name }) => [name, id]));
  await db.insert(phoneLines).values(
    SEED_PHONE_LINES.map((line) => ({
      number: line.number,
      label: line.label,
      clientId: line.clientId,
      campaignId: line.campaignId,
      language: line.language,
      appId: (line.app === undefined ? undefined : appOf.get(line.app)) ?? null,
      recordingEnabled: line.recordingEnabled,
      status: line.status,
    })),
  );
}
