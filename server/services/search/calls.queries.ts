import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { calls, campaigns, clients } from '../../db/schema';
import type { CallDetails, CallSummary } from './calls.schemas';

/** The columns of a call summary (search hit, call details); joins its client and campaign. */
export const summaryColumns = {
  id: calls.id,
  clientId: clients.id,
  clientName: clients.name,
  campaignId: campaigns.id,
  campaignName: campaigns.name,
  startTime: calls.startTime,
  duration: calls.duration,
  lang: calls.lang,
  status: calls.status,
  decisional: calls.decisional,
  metadata: calls.metadata,
  detectedTags: calls.detectedTags,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

export const toCallSummary = (row: SummaryRow): CallSummary => ({
  id: row.id,
  client: { id: row.clientId, name: row.clientName },
  campaign: { id: row.campaignId, name: row.campaignName },
  start_time: row.startTime.toISOString(),
  duration: row.duration,
  lang: row.lang,
  status: row.status,
  decisional: row.decisional,
  metadata: row.metadata,
  tags: row.detectedTags,
});

/** One call with its transcript, if it exists among the given clients (undefined = any client). */
export async function findCall(
  db: AppDatabase,
  id: string,
  clientIds: readonly number[] | undefined,
): Promise<CallDetails | undefined> {
  if (clientIds?.length === 0) return undefined;
  const [row] = await db
    .select({ ...summaryColumns, transcript: calls.transcript })
    .from(calls)
    .innerJoin(clients, eq(clients.id, calls.clientId))
    .innerJoin(campaigns, eq(campaigns.id, calls.campaignId))
    .where(and(eq(calls.id, id), clientIds && inArray(calls.clientId, [...clientIds])));
  return row && { ...toCallSummary(row), transcript: row.transcript };
}
