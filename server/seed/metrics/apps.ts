import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { configApps } from '../../db/schema';

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

/** DEMO DATA source: the apps there are (the config apps seed's), with their client, in id order. */
export async function demoApps(db: AppDatabase, clientIds: ReadonlySet<number>) {
  const rows = await db
    .select({
      id: configApps.id,
      name: configApps.name,
      type: configApps.type,
      clientId: configApps.clientId,
    })
    .from(configApps)
    .where(inArray(configApps.clientId, [...clientIds]))
    .orderBy(configApps.id);
  return rows.map((row): DemoApp => ({
    ...row,
    timeZone: CLIENT_TIME_ZONES[row.clientId] ?? 'Europe/Paris',
  }));
}
