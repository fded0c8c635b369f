import { and, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { enrichTagConfigs, moriartyTags } from '../../db/schema';
import { readableBy, type Owner } from '../shared/ownership';
import { orderOf, pageOf } from '../shared/simpleRest';
import {
  DEFAULT_COLOR,
  DEFAULT_MIN_MATCHES,
  DEFAULT_PRIORITY,
  type TagConfig,
  type TagConfigListQuery,
  type UpdateTagConfig,
} from './tagConfigs.schemas';
import { likeLiteral } from '../shared/listFilters';

// Every readable Moriarty tag with its configuration: the stored row, else the defaults.
const columns = {
  id: moriartyTags.id,
  label: moriartyTags.label,
  lang: moriartyTags.lang,
  client_id: moriartyTags.clientId,
  label_en: sql<string>`coalesce(nullif(${enrichTagConfigs.labelEn}, ''), ${moriartyTags.label})`,
  label_fr: sql<string>`coalesce(nullif(${enrichTagConfigs.labelFr}, ''), ${moriartyTags.label})`,
  color: sql<string>`coalesce(${enrichTagConfigs.color}, ${DEFAULT_COLOR})`,
  priority: sql<number>`coalesce(${enrichTagConfigs.priority}, ${DEFAULT_PRIORITY})::int`,
  min_matches: sql<number>`coalesce(${enrichTagConfigs.minMatches}, ${DEFAULT_MIN_MATCHES})::int`,
  send_to_webhook: sql<boolean>`coalesce(${enrichTagConfigs.sendToWebhook}, false)`,
  configured: sql<boolean>`(${enrichTagConfigs.tagId} IS NOT NULL)`,
  updated_at: enrichTagConfigs.updatedAt,
};

const sortColumns = {
  id: moriartyTags.id,
  label: sql`lower(${moriartyTags.label})`,
  lang: moriartyTags.lang,
  priority: columns.priority,
  min_matches: columns.min_matches,
};

type Row = Omit<TagConfig, 'updated_at'> & { updated_at: Date | null };
const toTagConfig = (row: Row): TagConfig => ({
  ...row,
  updated_at: row.updated_at && row.updated_at.toISOString(),
});

const selectConfigs = (db: AppDatabase, where: SQL | undefined) =>
  db
    .select(columns)
    .from(moriartyTags)
    .leftJoin(enrichTagConfigs, eq(enrichTagConfigs.tagId, moriartyTags.id))
    .where(where);

/** A page of the tags the caller may read with their configuration (by label). */
export async function listTagConfigs(db: AppDatabase, owner: Owner, query: TagConfigListQuery) {
  const filter = query.filter ?? {};
  const q = filter.q?.trim();
  const pattern = q && `%${likeLiteral(q)}%`;
  const where = and(
    readableBy(owner, moriartyTags.clientId),
    filter.lang === undefined ? undefined : eq(moriartyTags.lang, filter.lang),
    filter.id && inArray(moriartyTags.id, filter.id.length ? filter.id : [0]),
    pattern
      ? or(
          ilike(moriartyTags.label, pattern),
          ilike(enrichTagConfigs.labelEn, pattern),
          ilike(enrichTagConfigs.labelFr, pattern),
        )
      : undefined,
    filter.configured === undefined
      ? undefined
      : filter.configured
        ? isNotNull(enrichTagConfigs.tagId)
        : isNull(enrichTagConfigs.tagId),
  );
  const { offset, limit } = pageOf(query.range);
  const [rows, [{ total }]] = await Promise.all([
    selectConfigs(db, where)
      .orderBy(...orderOf(query.sort, sortColumns, ['label', 'ASC'], moriartyTags.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(moriartyTags)
      .leftJoin(enrichTagConfigs, eq(enrichTagConfigs.tagId, moriartyTags.id))
      .where(where),
  ]);
  return { offset, rows: rows.map(toTagConfig), total };
}

/** A tag's configuration; undefined when the caller may not read the tag (or there is none). */
export async function findTagConfig(db: AppDatabase, owner: Owner, tagId: number) {
  const [row] = await selectConfigs(
    db,
    and(eq(moriartyTags.id, tagId), readableBy(owner, moriartyTags.clientId)),
  );
  return row && toTagConfig(row);
}

/** Saves a tag's configuration (omitted fields: kept, or the defaults); undefined: no such tag. */
export async function saveTagConfig(
  db: AppDatabase,
  owner: Owner,
  tagId: number,
  changes: UpdateTagConfig,
) {
  const current = await findTagConfig(db, owner, tagId);
  if (!current) return undefined;
  const keep = (text: string) => (text === current.label ? '' : text);
  const values = {
    labelEn: changes.label_en ?? keep(current.label_en),
    labelFr: changes.label_fr ?? keep(current.label_fr),
    color: changes.color ?? current.color,
    priority: changes.priority ?? current.priority,
    minMatches: changes.min_matches ?? current.min_matches,
    sendToWebhook: changes.send_to_webhook ?? current.send_to_webhook,
  };
  await db
    .insert(enrichTagConfigs)
    .values({ tagId, ...values })
    .onConflictDoUpdate({
      target: enrichTagConfigs.tagId,
      set: { ...values, updatedAt: sql`now()` },
    });
  return findTagConfig(db, owner, tagId);
}
