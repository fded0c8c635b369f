import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { configApps } from '../../db/schema';

// DEMO DATA. Which demo client runs each seeded app of the configuration service, as the config
// apps seed (issue 13) gives them. config_apps has no client column yet: once it has one, read
// `client_id` there instead of this map.
export const DEMO_APP_CLIENTS: Readonly<Record<string, number>> = {
  'Vocal cookie — Service client': 1,
  'H2B — Plateau Lyon': 1,
  'Vocal cookie — Recouvrement': 2,
  'Vocal cookie — Customer care UK': 3,
  'H2B — Support desk UK': 3,
  'Vocal cookie — Livraisons': 4,
};

export interface DemoApp {
  id: number;
  name: string;
  type: 'stream' | 'batch';
  clientId: number;
  timeZone: string;
}

/** Local time of each demo client's sites (the calls seed's catalogue). */
const CLIENT_TIME_ZONES: Readonly<Record<number, string>> = {
  1: 'Europe/Paris',
  2: 'Europe/Paris',
  3: 'Europe/London',
  4: 'Europe/Paris',
};

/** The seeded apps there are, with their demo client, in id order. */
export async function demoApps(db: AppDatabase, clientIds: ReadonlySet<number>) {
  const rows = await db
    .select({ id: configApps.id, name: configApps.name, type: configApps.type })
    .from(configApps)
    .where(inArray(configApps.name, Object.keys(DEMO_APP_CLIENTS)))
    .orderBy(configApps.id);
  return rows.flatMap((row): DemoApp[] => {
    const clientId = DEMO_APP_CLIENTS[row.name];
    if (!clientIds.has(clientId) || (row.type !== 'stream' && row.type !== 'batch')) return [];
    return [{ ...row, type: row.type, clientId, timeZone: CLIENT_TIME_ZONES[clientId] }];
  });
}
