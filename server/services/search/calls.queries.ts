import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { calls, campaigns, clients, moriartyTags, type DetectedTag } from '../../db/schema';
import type { CallDetails, CallSummary } from './calls.schemas';
import { scopedClientIds } from '../shared/clientScope';
import { visibleMetadata, type CallViewer } from './viewer';

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

export type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'];
};

/** Labels of Moriarty tags, by id. */
export type TagLabels = ReadonlyMap<number, string>;

/** The labels of the tags detected on these calls (one query for a whole page). */
export async function tagLabelsOf(
  db: AppDatabase,
  detected: readonly (readonly DetectedTag[])[],
): Promise<TagLabels> {
  const ids = [...new Set(detected.flatMap((tags) => tags.map(({ id }) => id)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: moriartyTags.id, label: moriartyTags.label })
    .from(moriartyTags)
    .where(inArray(moriartyTags.id, ids));
  return new Map(rows.map(({ id, label }) => [id, label]));
}

export const toCallSummary = (
  row: SummaryRow,
  labels: TagLabels,
  viewer: Pick<CallViewer, 'callerNumber'>,
): CallSummary => ({
  id: row.id,
  client: { id: row.clientId, name: row.clientName },
  campaign: { id: row.campaignId, name: row.campaignName },
  start_time: row.startTime.toISOString(),
  duration: row.duration,
  lang: row.lang,
  status: row.status,
  decisional: row.decisional,
  metadata: visibleMetadata(row.metadata, viewer),
  tags: row.detectedTags.map((tag) => ({ ...tag, label: labels.get(tag.id) ?? null })),
});

/** One stored call, if the viewer may read it (its client is in scope). */
export async function findCallRow(db: AppDatabase, id: string, viewer: CallViewer) {
  const clientIds = scopedClientIds(viewer.scope);
  if (clientIds?.length === 0) return undefined;
  const [row] = await db
    .select({ ...summaryColumns, transcript: calls.transcript })
    .from(calls)
    .innerJoin(clients, eq(clients.id, calls.clientId))
    .innerJoin(campaigns, eq(campaigns.id, calls.campaignId))
    .where(and(eq(calls.id, id), clientIds && inArray(calls.clientId, [...clientIds])));
  return row;
}

/** One call with its transcript, if the viewer may read it. */
export async function findCall(
  db: AppDatabase,
  id: string,
  viewer: CallViewer,
): Promise<CallDetails | undefined> {
  const row = await findCallRow(db, id, viewer);
  if (!row) return undefined;
  const labels = await tagLabelsOf(db, [row.detectedTags]);
  return { ...toCallSummary(row, labels, viewer), transcript: row.transcript };
}
