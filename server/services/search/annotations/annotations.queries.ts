import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../../db';
import { annotations, calls, classificationLabels, type AnnotationRow } from '../../../db/schema';
import { orderOf, pageOf } from '../../shared/simpleRest';
import type {
  AnnotationListQuery,
  CallAnnotation,
  LabelAnnotation,
  PutAnnotation,
} from './annotations.schemas';
import { tagDetected } from './detection';

const spanOf = (row: AnnotationRow) =>
  row.spanTurn === null || row.spanStart === null || row.spanEnd === null
    ? null
    : { turn: row.spanTurn, start: row.spanStart, end: row.spanEnd };

const common = (row: AnnotationRow) => ({
  label_id: row.labelId,
  call_id: row.callId,
  polarity: row.polarity,
  span: spanOf(row),
  annotator: { id: row.annotatorId, name: row.annotatorName },
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A label's annotations with their call's start, language and duration, and the tag's verdict. */
const labelAnnotations = (db: AppDatabase) =>
  db
    .select({
      annotation: annotations,
      startTime: calls.startTime,
      lang: calls.lang,
      duration: calls.duration,
      detected: tagDetected,
    })
    .from(annotations)
    .innerJoin(calls, eq(calls.id, annotations.callId))
    .innerJoin(classificationLabels, eq(classificationLabels.id, annotations.labelId));

interface LabelAnnotationRow {
  annotation: AnnotationRow;
  startTime: Date;
  lang: string;
  duration: number;
  detected: boolean | null;
}

const toLabelAnnotation = (row: LabelAnnotationRow): LabelAnnotation => ({
  id: row.annotation.callId,
  ...common(row.annotation),
  call: { start_time: row.startTime.toISOString(), lang: row.lang, duration: row.duration },
  tag_detected: row.detected,
});

const sortColumns = {
  call_id: annotations.callId,
  updated_at: annotations.updatedAt,
  start_time: calls.startTime,
};

/** A page of a label's annotated calls (simple-rest), latest annotated first by default. */
export async function listLabelAnnotations(
  db: AppDatabase,
  labelId: number,
  query: AnnotationListQuery,
) {
  const filter = query.filter ?? {};
  const where: SQL | undefined = and(
    eq(annotations.labelId, labelId),
    filter.polarity ? eq(annotations.polarity, filter.polarity) : undefined,
    filter.tag_detected === undefined ? undefined : sql`${tagDetected} = ${filter.tag_detected}`,
  );
  const { offset, limit } = pageOf(query.range);
  const [rows, [{ total }]] = await Promise.all([
    labelAnnotations(db)
      .where(where)
      .orderBy(...orderOf(query.sort, sortColumns, ['updated_at', 'DESC'], annotations.callId))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(annotations)
      .innerJoin(calls, eq(calls.id, annotations.callId))
      .innerJoin(classificationLabels, eq(classificationLabels.id, annotations.labelId))
      .where(where),
  ]);
  return { offset, rows: rows.map(toLabelAnnotation), total };
}

export async function findLabelAnnotation(db: AppDatabase, labelId: number, callId: string) {
  const [row] = await labelAnnotations(db).where(
    and(eq(annotations.labelId, labelId), eq(annotations.callId, callId)),
  );
  return row && toLabelAnnotation(row);
}

/** Every annotation of a call, by label name (one per label at most). */
export async function listCallAnnotations(db: AppDatabase, callId: string) {
  const rows = await db
    .select({
      annotation: annotations,
      name: classificationLabels.name,
      colour: classificationLabels.colour,
    })
    .from(annotations)
    .innerJoin(classificationLabels, eq(classificationLabels.id, annotations.labelId))
    .where(eq(annotations.callId, callId))
    .orderBy(asc(classificationLabels.name), asc(classificationLabels.id));
  return rows.map((row): CallAnnotation => ({
    id: row.annotation.labelId,
    ...common(row.annotation),
    label: { name: row.name, colour: row.colour },
  }));
}

/** Sets a label's annotation of a call (adding it or replacing the polarity and span). */
export async function upsertAnnotation(
  db: AppDatabase,
  key: { labelId: number; callId: string },
  annotation: PutAnnotation,
  annotator: { id: string | null; name: string | null },
) {
  const { span } = annotation;
  const values = {
    polarity: annotation.polarity,
    spanTurn: span?.turn ?? null,
    spanStart: span?.start ?? null,
    spanEnd: span?.end ?? null,
    annotatorId: annotator.id,
    annotatorName: annotator.name,
  };
  await db
    .insert(annotations)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [annotations.labelId, annotations.callId],
      set: { ...values, updatedAt: sql`now()` },
    });
  return findLabelAnnotation(db, key.labelId, key.callId);
}

/** Removes a label's annotation of a call; answers it as it was. */
export async function deleteAnnotation(db: AppDatabase, labelId: number, callId: string) {
  const annotation = await findLabelAnnotation(db, labelId, callId);
  if (!annotation) return undefined;
  await db
    .delete(annotations)
    .where(and(eq(annotations.labelId, labelId), eq(annotations.callId, callId)));
  return annotation;
}

/** A call's transcript (to check a span against), undefined when there is no such call. */
export async function transcriptOf(db: AppDatabase, callId: string) {
  const [row] = await db
    .select({ transcript: calls.transcript })
    .from(calls)
    .where(eq(calls.id, callId));
  return row?.transcript;
}
