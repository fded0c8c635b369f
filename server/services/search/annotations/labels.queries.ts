import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../../db';
import {
  annotations,
  classificationLabels,
  moriartyTags,
  type ClassificationLabelRow,
} from '../../../db/schema';
import { orderOf, pageOf } from '../../shared/simpleRest';
import type { CreateLabel, Label, LabelListQuery, UpdateLabel } from './labels.schemas';
import { definedOnly } from '../../shared/updateFields';

/** Each label's annotated calls, positive and negative, in one grouped pass. */
const annotationCounts = (db: AppDatabase) =>
  db
    .select({
      labelId: annotations.labelId,
      total: count().as('total'),
      positive: sql<number>`count(*) FILTER (WHERE ${annotations.polarity} = 'positive')`.as(
        'positive',
      ),
    })
    .from(annotations)
    .groupBy(annotations.labelId)
    .as('annotation_counts');

/** The labels with their counts (labels without annotations count 0). */
function labelsWithCounts(db: AppDatabase) {
  const counts = annotationCounts(db);
  const total = sql<number>`coalesce(${counts.total}, 0)`.mapWith(Number);
  const positive = sql<number>`coalesce(${counts.positive}, 0)`.mapWith(Number);
  const query = db
    .select({ label: classificationLabels, total, positive })
    .from(classificationLabels)
    .leftJoin(counts, eq(counts.labelId, classificationLabels.id));
  return { query, total };
}

const toLabel = (row: {
  label: ClassificationLabelRow;
  total: number;
  positive: number;
}): Label => ({
  id: row.label.id,
  name: row.label.name,
  description: row.label.description,
  colour: row.label.colour,
  lang: row.label.lang,
  tag_id: row.label.tagId,
  annotated_calls: row.total,
  positive: row.positive,
  negative: row.total - row.positive,
  inserted_at: row.label.insertedAt.toISOString(),
  updated_at: row.label.updatedAt.toISOString(),
});

/** `%` and `_` are wildcards of LIKE: searched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the labels (simple-rest `filter`, `sort`, `range`), by name by default. */
export async function listLabels(db: AppDatabase, query: LabelListQuery) {
  const filter = query.filter ?? {};
  const q = filter.q?.trim();
  const where: SQL | undefined = and(
    q
      ? or(
          ilike(classificationLabels.name, likePattern(q)),
          ilike(classificationLabels.description, likePattern(q)),
        )
      : undefined,
    filter.id && inArray(classificationLabels.id, filter.id),
    filter.lang ? eq(classificationLabels.lang, filter.lang) : undefined,
    filter.tag_id ? eq(classificationLabels.tagId, filter.tag_id) : undefined,
  );
  const { offset, limit } = pageOf(query.range);
  const { query: select, total: annotated } = labelsWithCounts(db);
  const columns = {
    name: classificationLabels.name,
    lang: classificationLabels.lang,
    annotated_calls: annotated,
    inserted_at: classificationLabels.insertedAt,
    updated_at: classificationLabels.updatedAt,
  };
  const [rows, [{ total }]] = await Promise.all([
    select
      .where(where)
      .orderBy(...orderOf(query.sort, columns, ['name', 'ASC'], classificationLabels.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(classificationLabels).where(where),
  ]);
  return { offset, rows: rows.map(toLabel), total };
}

export async function findLabel(db: AppDatabase, id: number): Promise<Label | undefined> {
  const [row] = await labelsWithCounts(db).query.where(eq(classificationLabels.id, id));
  return row && toLabel(row);
}

/** Whether a Moriarty tag with this id exists (a label may judge only an existing tag). */
export async function tagExists(db: AppDatabase, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: moriartyTags.id })
    .from(moriartyTags)
    .where(eq(moriartyTags.id, id));
  return row !== undefined;
}

export async function insertLabel(db: AppDatabase, label: CreateLabel): Promise<Label> {
  const [row] = await db
    .insert(classificationLabels)
    .values({
      name: label.name,
      description: label.description,
      colour: label.colour,
      lang: label.lang,
      tagId: label.tag_id,
    })
    .returning({ id: classificationLabels.id });
  return (await findLabel(db, row.id)) as Label;
}

/** Changes the given fields of a label; undefined when there is none with that id. */
export async function updateLabel(db: AppDatabase, id: number, changes: UpdateLabel) {
  const columns = definedOnly({
    name: changes.name,
    description: changes.description,
    colour: changes.colour,
    lang: changes.lang,
    tagId: changes.tag_id,
  });
  const [row] = await db
    .update(classificationLabels)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(classificationLabels.id, id))
    .returning({ id: classificationLabels.id });
  return row && findLabel(db, row.id);
}

/** Deletes a label and its annotations; answers the label as it was. */
export async function deleteLabel(db: AppDatabase, id: number): Promise<Label | undefined> {
  const label = await findLabel(db, id);
  if (!label) return undefined;
  await db.delete(classificationLabels).where(eq(classificationLabels.id, id));
  return label;
}
