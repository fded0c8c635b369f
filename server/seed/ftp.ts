import { count, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { clients } from '../db/schema/calls';
import { ftpAccounts, ftpFiles, ftpLogins, type FtpFileState } from '../db/schema/ftp';
import { hashSecret, newPassword } from '../services/shared/secrets';
import { SeededRandom } from './calls/random';

// Demo FTP accounts, two per demo client, with a few weeks of sign-ins and files received:
// deterministic for a given seeding date (the same seed gives the same activity).

interface SeedFtpAccount {
  name: string;
  clientId: number;
  homeFolder: string;
  allowedSources: string[];
  enabled: boolean;
  /** Addresses the account signs in from (within its allowed sources). */
  addresses: string[];
  /** Days of activity back from the seeding date; 0: never used. */
  days: number;
  /** Files received per day, on average. */
  filesPerDay: number;
}

export const SEED_FTP_ACCOUNTS: readonly SeedFtpAccount[] = [
  {
    name: 'elan-recordings',
    clientId: 1,
    homeFolder: '/elan/recordings',
    allowedSources: ['203.0.113.0/24'],
    enabled: true,
    addresses: ['203.0.113.10', '203.0.113.11'],
    days: 30,
    filesPerDay: 4,
  },
  {
    name: 'elan-archive',
    clientId: 1,
    homeFolder: '/elan/archive',
    allowedSources: ['203.0.113.0/24', '2001:db8:e1a::/48'],
    enabled: true,
    addresses: ['2001:db8:e1a::20'],
    days: 20,
    filesPerDay: 1,
  },
  {
    name: 'lumiere-sav',
    clientId: 2,
    homeFolder: '/lumiere/sav',
    allowedSources: ['198.51.100.0/25'],
    enabled: true,
    addresses: ['198.51.100.7'],
    days: 30,
    filesPerDay: 3,
  },
  {
    name: 'lumiere-commandes',
    clientId: 2,
    homeFolder: '/lumiere/commandes',
    allowedSources: [],
    enabled: false,
    addresses: ['192.0.2.44'],
    days: 10,
    filesPerDay: 1,
  },
  {
    name: 'northwind-care',
    clientId: 3,
    homeFolder: '/northwind/care',
    allowedSources: ['2001:db8:4e::/48'],
    enabled: true,
    addresses: ['2001:db8:4e::5', '2001:db8:4e::6'],
    days: 30,
    filesPerDay: 5,
  },
  {
    name: 'northwind-meters',
    clientId: 3,
    homeFolder: '/northwind/meters',
    allowedSources: ['198.51.100.128/25'],
    enabled: true,
    addresses: ['198.51.100.200'],
    days: 14,
    filesPerDay: 2,
  },
  {
    name: 'parcelo-fr',
    clientId: 4,
    homeFolder: '/parcelo/fr',
    allowedSources: ['192.0.2.0/24'],
    enabled: true,
    addresses: ['192.0.2.80'],
    days: 30,
    filesPerDay: 3,
  },
  {
    name: 'parcelo-uk',
    clientId: 4,
    homeFolder: '/parcelo/uk',
    allowedSources: ['192.0.2.0/24'],
    enabled: true,
    addresses: ['192.0.2.81'],
    days: 0,
    filesPerDay: 0,
  },
];

const DAY_MS = 86_400_000;
const SEED = 20251113;
const FAILURES = [
  'Unsupported audio format',
  'File is empty',
  'Metadata file missing',
  'Audio shorter than 1 second',
];
/** Sign-ins from outside: refused. */
const STRANGERS = ['45.33.32.156', '185.220.101.4', '2a02:6b8::feed'];

function activityOf(account: SeedFtpAccount, accountId: number, now: number, seed: number) {
  const random = new SeededRandom(seed);
  const logins: (typeof ftpLogins.$inferInsert)[] = [];
  const files: (typeof ftpFiles.$inferInsert)[] = [];
  for (let day = account.days; day >= 1; day -= 1) {
    const dayStart = now - day * DAY_MS;
    const at = (hours: number) => new Date(dayStart + hours * 3_600_000 + random.int(0, 3_599_999));
    if (random.chance(0.15))
      logins.push({ accountId, at: at(3), source: random.pick(STRANGERS), success: false });
    if (random.chance(0.05))
      logins.push({ accountId, at: at(6), source: random.pick(account.addresses), success: false });
    const sessions = random.int(1, 2);
    for (let session = 0; session < sessions; session += 1) {
      const start = at(7 + session * 8);
      logins.push({ accountId, at: start, source: random.pick(account.addresses), success: true });
      const dropped = random.int(0, account.filesPerDay);
      for (let file = 0; file < dropped; file += 1) {
        const receivedAt = new Date(start.getTime() + (file + 1) * random.int(20_000, 300_000));
        const failed = random.chance(0.07);
        const state: FtpFileState = failed ? 'failed' : 'processed';
        const stamp = receivedAt.toISOString().slice(0, 16).replace(/[-:T]/g, '');
        files.push({
          accountId,
          name: `${account.name}_${stamp}_${file + 1}.${random.pick(['wav', 'wav', 'mp3'])}`,
          size: random.int(150_000, 9_000_000),
          receivedAt,
          state,
          error: failed ? random.pick(FAILURES) : null,
        });
      }
    }
  }
  // The latest session: files still on their way through processing.
  if (account.days > 0 && account.filesPerDay > 0) {
    const start = new Date(now - random.int(80, 100) * 60_000);
    logins.push({ accountId, at: start, source: random.pick(account.addresses), success: true });
    for (const [minutesAgo, state] of [
      [70, 'processing'],
      [10, 'received'],
    ] as const) {
      const receivedAt = new Date(now - minutesAgo * 60_000);
      const stamp = receivedAt.toISOString().slice(0, 16).replace(/[-:T]/g, '');
      files.push({
        accountId,
        name: `${account.name}_${stamp}_1.wav`,
        size: random.int(150_000, 9_000_000),
        receivedAt,
        state,
        error: null,
      });
    }
  }
  return { logins, files };
}

/**
 * Inserts the demo FTP accounts of the clients there are, and their activity, when there is no
 * account yet (after the clients). Their passwords are random and unknown: reset one to use it.
 */
export async function seedFtp(db: AppDatabase, now = new Date()): Promise<void> {
  const [{ total }] = await db.select({ total: count() }).from(ftpAccounts);
  if (total > 0) return;
  const existing = await db
    .select({ id: clients.id })
    .from(clients)
    .where(inArray(clients.id, [...new Set(SEED_FTP_ACCOUNTS.map((a) => a.clientId))]));
  const clientIds = new Set(existing.map(({ id }) => id));
  const accounts = SEED_FTP_ACCOUNTS.filter((account) => clientIds.has(account.clientId));
  if (!accounts.length) return;
  const rows = await db
    .insert(ftpAccounts)
    .values(
      await Promise.all(
        accounts.map(async (account) => ({
          name: account.name,
          clientId: account.clientId,
          homeFolder: account.homeFolder,
          passwordHash: await hashSecret(newPassword()),
          allowedSources: account.allowedSources,
          enabled: account.enabled,
        })),
      ),
    )
    .returning({ id: ftpAccounts.id, name: ftpAccounts.name });
  const idOf = new Map(rows.map(({ id, name }) => [name, id]));
  const activity = accounts.map((account, index) =>
    activityOf(account, idOf.get(account.name) ?? 0, now.getTime(), SEED + index),
  );
  const logins = activity.flatMap((one) => one.logins);
  const files = activity.flatMap((one) => one.files);
  if (logins.length) await db.insert(ftpLogins).values(logins);
  if (files.length) await db.insert(ftpFiles).values(files);
}
