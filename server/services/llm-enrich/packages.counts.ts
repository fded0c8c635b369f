import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import {
  calls,
  enrichPackageClients,
  enrichPackageTags,
  enrichTagConfigs,
  moriartyTags,
} from '../../db/schema';
import { readableBy, type Owner } from '../shared/ownership';
import { DEFAULT_MIN_MATCHES } from './tagConfigs.schemas';
import type { TagCounts } from './packages.schemas';

/**
 * For each tag of a package (that the caller may read), how many calls of the package's clients
 * (within the caller's) started in the last `days` days with the tag detected at least its
 * configured `min_matches` times: read from `calls.detected_tags` (`[{id, matches}]`), the
 * containment test using the `calls_detected_tags` GIN index.
 */
export async function packageTagCounts(
  db: AppDatabase,
  owner: Owner,
  id: number,
  days: number,
): Promise<TagCounts> {
  const from = new Date(Date.now() - days * 86_400_000).toISOString();
  const clientRows = await db
    .select({ id: enrichPackageClients.clientId })
    .from(enrichPackageClients)
    .where(
      and(
        eq(enrichPackageClients.packageId, id),
        owner.scope === 'all'
          ? undefined
          : inArray(enrichPackageClients.clientId, [...owner.scope, 0]),
      ),
    );
  const clientIds = clientRows.map((row) => row.id);
  const minMatches = sql`coalesce(${enrichTagConfigs.minMatches}, ${DEFAULT_MIN_MATCHES})`;
  const counted = clientIds.length
    ? sql<number>`(SELECT count(*)::int FROM ${calls} WHERE ${and(
        inArray(calls.clientId, clientIds),
        sql`${calls.startTime} >= ${from}::timestamptz`,
        sql`${calls.detectedTags} @> jsonb_build_array(jsonb_build_object('id', ${moriartyTags.id}))`,
        sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${calls.detectedTags}) AS detected(tag) WHERE (detected.tag->>'id')::int = ${moriartyTags.id} AND jsonb_array_length(coalesce(detected.tag->'matches', '[]'::jsonb)) >= ${minMatches})`,
      )})`
    : sql<number>`0`;
  const rows = await db
    .select({ tag_id: moriartyTags.id, label: moriartyTags.label, calls: counted })
    .from(enrichPackageTags)
    .innerJoin(moriartyTags, eq(moriartyTags.id, enrichPackageTags.tagId))
    .leftJoin(enrichTagConfigs, eq(enrichTagConfigs.tagId, moriartyTags.id))
    .where(and(eq(enrichPackageTags.packageId, id), readableBy(owner, moriartyTags.clientId)))
    .orderBy(moriartyTags.label, moriartyTags.id);
  return {
    days,
    from,
    tags: rows.map((row) => ({ ...row, calls: Number(row.calls) })),
  };
}
