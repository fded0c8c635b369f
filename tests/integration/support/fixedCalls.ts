import { asc } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db';
import { calls, moriartyTags, type CallStatus, type NewCall } from '../../../server/db/schema';

// Five calls with known figures, for tests that pin exact aggregations: clients 1 and 2 of the
// demo catalogue, winter 2025 (Paris is UTC+1), two tags A and B.
//
// | call | client/campaign | start (UTC)            | s   | lang | status                | tags | agent |
// | c1   | 1 / 1           | Mon 2025-01-06 09:00   | 60  | fr   | qualified             | A    | Alice |
// | c2   | 1 / 1           | Mon 2025-01-06 23:30 * | 120 | fr   | qualified             | A, B | Bob   |
// | c3   | 1 / 3           | Sun 2025-01-05 10:00   | 30  | en   | void                  | —    | Alice |
// | c4   | 2 / 4           | Tue 2025-01-07 12:00   | 300 | fr   | qualification_pending | B    | Chloé |
// | c5   | 2 / 4           | Mon 2025-02-10 08:00   | 45  | fr   | queue                 | —    | —     |
// * Tuesday 00:30 in Europe/Paris.

export interface FixedTag {
  id: number;
  label: string;
}

interface FixedCall {
  id: string;
  clientId: number;
  campaignId: number;
  start: string;
  duration: number;
  lang: string;
  status: CallStatus;
  tags: ('A' | 'B')[];
  metadata: Record<string, string>;
  text: string;
}

export const FIXED_CALLS: readonly FixedCall[] = [
  {
    id: '101-20250106.1',
    clientId: 1,
    campaignId: 1,
    start: '2025-01-06T09:00:00Z',
    duration: 60,
    lang: 'fr',
    status: 'qualified',
    tags: ['A'],
    metadata: { agent: 'Alice', direction: 'inbound' },
    text: 'je voudrais résilier mon abonnement',
  },
  {
    id: '101-20250106.2',
    clientId: 1,
    campaignId: 1,
    start: '2025-01-06T23:30:00Z',
    duration: 120,
    lang: 'fr',
    status: 'qualified',
    tags: ['A', 'B'],
    metadata: { agent: 'Bob', direction: 'outbound' },
    text: 'ma facture est trop élevée',
  },
  {
    id: '103-20250105.1',
    clientId: 1,
    campaignId: 3,
    start: '2025-01-05T10:00:00Z',
    duration: 30,
    lang: 'en',
    status: 'void',
    tags: [],
    metadata: { agent: 'Alice' },
    text: 'hello is anybody there',
  },
  {
    id: '201-20250107.1',
    clientId: 2,
    campaignId: 4,
    start: '2025-01-07T12:00:00Z',
    duration: 300,
    lang: 'fr',
    status: 'qualification_pending',
    tags: ['B'],
    metadata: { agent: 'Chloé', direction: 'inbound' },
    text: 'mon colis est arrivé abîmé',
  },
  {
    id: '201-20250210.1',
    clientId: 2,
    campaignId: 4,
    start: '2025-02-10T08:00:00Z',
    duration: 45,
    lang: 'fr',
    status: 'queue',
    tags: [],
    metadata: {},
    text: 'bonjour je rappelle pour ma commande',
  },
];

/** Stores the five calls with two seeded tags as A and B (A's id below B's); returns the tags. */
export async function insertFixedCalls(db: AppDatabase): Promise<{ A: FixedTag; B: FixedTag }> {
  const [A, B] = await db
    .select({ id: moriartyTags.id, label: moriartyTags.label })
    .from(moriartyTags)
    .orderBy(asc(moriartyTags.id))
    .limit(2);
  const byName = { A, B };
  const rows: NewCall[] = FIXED_CALLS.map((call) => ({
    id: call.id,
    clientId: call.clientId,
    campaignId: call.campaignId,
    startTime: new Date(call.start),
    duration: call.duration,
    lang: call.lang,
    status: call.status,
    metadata: call.metadata,
    detectedTags: call.tags.map((name) => ({ id: byName[name].id, matches: [] })),
    transcript: [{ speaker: 'in', start: 0, end: 2000, text: call.text }],
  }));
  await db.insert(calls).values(rows);
  return byName;
}
