import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { campaigns, clients, configApps } from '../../db/schema';
import type { PhoneLine } from './lines.schemas';

type Ids = (line: Omit<PhoneLine, 'client_name' | 'campaign_name' | 'app_name'>) => number | null;

const namesOf = async (
  db: AppDatabase,
  table: typeof clients | typeof campaigns | typeof configApps,
  ids: number[],
) =>
  ids.length === 0
    ? new Map<number, string>()
    : new Map(
        (
          await db
            .select({ id: table.id, name: table.name })
            .from(table)
            .where(inArray(table.id, ids))
        ).map(({ id, name }) => [id, name]),
      );

const distinct = (lines: readonly Parameters<Ids>[0][], pick: Ids) => [
  ...new Set(lines.map(pick).filter((id): id is number => id !== null)),
];

/**
 * Lines with the names of what they refer to (client, campaign, routed app): a line's reader need
 * not be allowed to read those services (a client user with phone lines only).
 */
export async function withNames(
  db: AppDatabase,
  lines: readonly Parameters<Ids>[0][],
): Promise<PhoneLine[]> {
  const [clientNames, campaignNames, appNames] = await Promise.all([
    namesOf(
      db,
      clients,
      distinct(lines, (line) => line.client_id),
    ),
    namesOf(
      db,
      campaigns,
      distinct(lines, (line) => line.campaign_id),
    ),
    namesOf(
      db,
      configApps,
      distinct(lines, (line) => line.app_id),
    ),
  ]);
  return lines.map((line) => ({
    ...line,
    client_name: clientNames.get(line.client_id) ?? '',
    campaign_name: line.campaign_id === null ? null : (campaignNames.get(line.campaign_id) ?? null),
    app_name: line.app_id === null ? null : (appNames.get(line.app_id) ?? null),
  }));
}
