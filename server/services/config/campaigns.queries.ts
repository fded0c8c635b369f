import { and, count, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { campaigns } from '../../db/schema';
import type { ClientScope } from '../shared/clientScope';
import { orderOf, pageOf } from '../shared/simpleRest';
import type { CampaignListQuery } from './campaigns.schemas';
import { clientCondition } from '../shared/clientListing';
import { nameMatches } from '../shared/listFilters';

const sortColumns = {
  id: campaigns.id,
  name: sql`lower(${campaigns.name})`,
  client_id: campaigns.clientId,
};

/** A page of the campaigns of the caller's clients, by name unless `sort` says otherwise. */
export async function listCampaigns(db: AppDatabase, scope: ClientScope, query: CampaignListQuery) {
  const filter = query.filter ?? {};
  const where = and(
    clientCondition(campaigns.clientId, scope, filter.client_id),
    nameMatches(campaigns.name, filter.q),
    filter.id && inArray(campaigns.id, filter.id.length ? filter.id : [0]),
  );
  const { offset, limit } = pageOf(query.range);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: campaigns.id, name: campaigns.name, client_id: campaigns.clientId })
      .from(campaigns)
      .where(where)
      .orderBy(...orderOf(query.sort, sortColumns, ['name', 'ASC'], campaigns.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(campaigns).where(where),
  ]);
  return { offset, rows, total };
}
