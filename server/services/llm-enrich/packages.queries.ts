import { and, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import {
  enrichPackageClients,
  enrichPackagePrompts,
  enrichPackageTags,
  enrichPackages,
  moriartyTags,
  type EnrichPackageRow,
} from '../../db/schema';
import type { ClientScope } from '../shared/clientScope';
import { readableBy, type Owner } from '../shared/ownership';
import { orderOf, pageOf } from '../shared/simpleRest';
import { refErrors } from './packageRefs';
import type { CreatePackage, Package, PackageListQuery, UpdatePackage } from './packages.schemas';
import { likeLiteral } from '../shared/listFilters';
import { definedOnly } from '../shared/updateFields';

/** Why a write was refused: the name is another package's, or field errors (a 400). */
export type Refusal = { nameTaken: string } | { errors: Record<string, string[]> };

const sortColumns = {
  id: enrichPackages.id,
  name: sql`lower(${enrichPackages.name})`,
  language: enrichPackages.language,
  enabled: enrichPackages.enabled,
  inserted_at: enrichPackages.insertedAt,
  updated_at: enrichPackages.updatedAt,
};

/** Packages assigned to one of the caller's clients (undefined: every package). */
const visibleTo = (scope: ClientScope): SQL | undefined =>
  scope === 'all'
    ? undefined
    : scope.length === 0
      ? sql`false`
      : inArray(
          enrichPackages.id,
          sql`(SELECT ${enrichPackageClients.packageId} FROM ${enrichPackageClients} WHERE ${inArray(enrichPackageClients.clientId, [...scope])})`,
        );

/** The records of these rows, their tags, prompts and clients within what the caller may read. */
async function withLinks(db: AppDatabase, owner: Owner, rows: EnrichPackageRow[]) {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [tags, prompts, clientRows] = await Promise.all([
    db
      .select({ packageId: enrichPackageTags.packageId, id: enrichPackageTags.tagId })
      .from(enrichPackageTags)
      .innerJoin(moriartyTags, eq(moriartyTags.id, enrichPackageTags.tagId))
      .where(
        and(inArray(enrichPackageTags.packageId, ids), readableBy(owner, moriartyTags.clientId)),
      )
      .orderBy(enrichPackageTags.tagId),
    db
      .select({ packageId: enrichPackagePrompts.packageId, id: enrichPackagePrompts.promptUuid })
      .from(enrichPackagePrompts)
      .where(inArray(enrichPackagePrompts.packageId, ids))
      .orderBy(enrichPackagePrompts.promptUuid),
    db
      .select({ packageId: enrichPackageClients.packageId, id: enrichPackageClients.clientId })
      .from(enrichPackageClients)
      .where(
        and(
          inArray(enrichPackageClients.packageId, ids),
          owner.scope === 'all'
            ? undefined
            : inArray(enrichPackageClients.clientId, [...owner.scope, 0]),
        ),
      )
      .orderBy(enrichPackageClients.clientId),
  ]);
  const of = <Id>(links: { packageId: number; id: Id }[], id: number) =>
    links.filter((link) => link.packageId === id).map((link) => link.id);
  return rows.map((row): Package => ({
    id: row.id,
    name: row.name,
    language: row.language,
    description: row.description,
    enabled: row.enabled,
    tag_ids: of(tags, row.id),
    prompt_uuids: of(prompts, row.id),
    client_ids: of(clientRows, row.id),
    inserted_at: row.insertedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** A page of the packages the caller may read (simple-rest `filter`, `sort`, `range`), by name. */
export async function listPackages(db: AppDatabase, owner: Owner, query: PackageListQuery) {
  const filter = query.filter ?? {};
  const q = filter.q?.trim();
  const linked = <T extends typeof enrichPackageTags | typeof enrichPackageClients>(
    table: T,
    condition: SQL,
  ) =>
    inArray(enrichPackages.id, sql`(SELECT ${table.packageId} FROM ${table} WHERE ${condition})`);
  const where = and(
    visibleTo(owner.scope),
    filter.id && inArray(enrichPackages.id, filter.id.length ? filter.id : [0]),
    q ? ilike(enrichPackages.name, `%${likeLiteral(q)}%`) : undefined,
    filter.language === undefined ? undefined : eq(enrichPackages.language, filter.language),
    filter.enabled === undefined ? undefined : eq(enrichPackages.enabled, filter.enabled),
    filter.client_id === undefined
      ? undefined
      : linked(enrichPackageClients, eq(enrichPackageClients.clientId, filter.client_id)),
    filter.tag_id === undefined
      ? undefined
      : linked(enrichPackageTags, eq(enrichPackageTags.tagId, filter.tag_id)),
  );
  const { offset, limit } = pageOf(query.range);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(enrichPackages)
      .where(where)
      .orderBy(...orderOf(query.sort, sortColumns, ['name', 'ASC'], enrichPackages.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(enrichPackages).where(where),
  ]);
  return { offset, rows: await withLinks(db, owner, rows), total };
}

/** A package the caller may read; undefined for none (or one of no client of the caller's). */
export async function findPackage(db: AppDatabase, owner: Owner, id: number) {
  const rows = await db
    .select()
    .from(enrichPackages)
    .where(and(eq(enrichPackages.id, id), visibleTo(owner.scope)));
  return (await withLinks(db, owner, rows))[0];
}

async function packageNamed(db: AppDatabase, name: string, except?: number) {
  const [row] = await db
    .select({ name: enrichPackages.name })
    .from(enrichPackages)
    .where(
      and(
        eq(sql`lower(${enrichPackages.name})`, sql`lower(${name})`),
        except === undefined ? undefined : ne(enrichPackages.id, except),
      ),
    );
  return row?.name;
}

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return (cause as { code?: unknown } | null)?.code === '23505';
};

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** Replaces the given links of a package (undefined: kept). */
async function setLinks(
  tx: Transaction,
  id: number,
  links: { tag_ids?: number[]; prompt_uuids?: string[]; client_ids?: number[] },
) {
  if (links.tag_ids) {
    await tx.delete(enrichPackageTags).where(eq(enrichPackageTags.packageId, id));
    if (links.tag_ids.length)
      await tx
        .insert(enrichPackageTags)
        .values(links.tag_ids.map((tagId) => ({ packageId: id, tagId })));
  }
  if (links.prompt_uuids) {
    await tx.delete(enrichPackagePrompts).where(eq(enrichPackagePrompts.packageId, id));
    if (links.prompt_uuids.length)
      await tx
        .insert(enrichPackagePrompts)
        .values(links.prompt_uuids.map((promptUuid) => ({ packageId: id, promptUuid })));
  }
  if (links.client_ids) {
    await tx.delete(enrichPackageClients).where(eq(enrichPackageClients.packageId, id));
    if (links.client_ids.length)
      await tx
        .insert(enrichPackageClients)
        .values(links.client_ids.map((clientId) => ({ packageId: id, clientId })));
  }
}

const ALL: Owner = { scope: 'all', creates: null };

/** Adds a package; a Refusal when the name is taken or a tag or client is unknown. */
export async function insertPackage(
  db: AppDatabase,
  body: CreatePackage,
): Promise<Package | Refusal> {
  const taken = await packageNamed(db, body.name);
  if (taken !== undefined) return { nameTaken: taken };
  const errors = await refErrors(db, body.language, body.tag_ids, body.client_ids);
  if (Object.keys(errors).length) return { errors };
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(enrichPackages)
        .values({
          name: body.name,
          language: body.language,
          description: body.description,
          enabled: body.enabled,
        })
        .returning({ id: enrichPackages.id });
      await setLinks(tx, row.id, body);
      return row.id;
    });
    return (await findPackage(db, ALL, id)) as Package;
  } catch (error) {
    if (isUniqueViolation(error)) return { nameTaken: body.name };
    throw error;
  }
}

/** Changes the given fields; undefined when there is no such package, a Refusal when refused. */
export async function updatePackage(
  db: AppDatabase,
  id: number,
  body: UpdatePackage,
): Promise<Package | Refusal | undefined> {
  const current = await findPackage(db, ALL, id);
  if (!current) return undefined;
  if (body.name !== undefined) {
    const taken = await packageNamed(db, body.name, id);
    if (taken !== undefined) return { nameTaken: taken };
  }
  const language = body.language ?? current.language;
  const errors = await refErrors(
    db,
    language,
    body.tag_ids ?? (language === current.language ? [] : current.tag_ids),
    body.client_ids ?? [],
  );
  if (Object.keys(errors).length) return { errors };
  const columns = definedOnly({
    name: body.name,
    language: body.language,
    description: body.description,
    enabled: body.enabled,
  });
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(enrichPackages)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(enrichPackages.id, id));
      await setLinks(tx, id, body);
    });
  } catch (error) {
    if (isUniqueViolation(error) && body.name !== undefined) return { nameTaken: body.name };
    throw error;
  }
  return findPackage(db, ALL, id);
}

/** Deletes a package and returns it as it was; undefined when there is none. */
export async function deletePackage(db: AppDatabase, id: number) {
  const found = await findPackage(db, ALL, id);
  if (!found) return undefined;
  await db.delete(enrichPackages).where(eq(enrichPackages.id, id));
  return found;
}
