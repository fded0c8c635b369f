import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { campaigns, clients, moriartyTags } from '../../db/schema';
import type { ClientScope } from '../shared/clientScope';
import { readableBy, type Owner } from '../shared/ownership';

const within = (scope: ClientScope, column: typeof clients.id | typeof campaigns.clientId) =>
  scope === 'all' ? undefined : inArray(column, [...scope]);

/** The clients in scope, by id. */
export async function listClients(db: AppDatabase, scope: ClientScope, limit: number) {
  if (scope !== 'all' && scope.length === 0) return [];
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(within(scope, clients.id))
    .orderBy(asc(clients.id))
    .limit(limit);
}

/** The campaigns of the clients in scope, by id. */
export async function listCampaigns(db: AppDatabase, scope: ClientScope, limit: number) {
  if (scope !== 'all' && scope.length === 0) return [];
  const rows = await db
    .select({ id: campaigns.id, name: campaigns.name, clientId: campaigns.clientId })
    .from(campaigns)
    .where(within(scope, campaigns.clientId))
    .orderBy(asc(campaigns.id))
    .limit(limit);
  return rows.map(({ id, name, clientId }) => ({ id, name, client: { id: clientId } }));
}

/** The tags calls may be filtered by, by label: the platform's and the caller's clients' own. */
export async function listTags(
  db: AppDatabase,
  owner: Owner,
  lang: string | undefined,
  limit: number,
) {
  return db
    .select({ id: moriartyTags.id, label: moriartyTags.label, lang: moriartyTags.lang })
    .from(moriartyTags)
    .where(
      and(
        readableBy(owner, moriartyTags.clientId),
        lang === undefined ? undefined : eq(moriartyTags.lang, lang),
      ),
    )
    .orderBy(asc(moriartyTags.label), asc(moriartyTags.id))
    .limit(limit);
}
