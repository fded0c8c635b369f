import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../../../db';
import { annotations, calls } from '../../../db/schema';
import { detected } from './detection';

// How well a Moriarty tag does, judged by a label's annotations: each annotated call is a true or
// false positive or negative by its polarity (the truth) and whether the tag was detected on it.

/** Disagreeing calls answered per kind at most (the counts give how many there are in all). */
export const MAX_REVIEW = 1000;

export const Quality = z.object({
  label_id: z.number().int(),
  tag_id: z.number().int(),
  annotated_calls: z.number().int(),
  true_positives: z.number().int().describe('Annotated positive, tag detected'),
  false_positives: z.number().int().describe('Annotated negative, tag detected'),
  false_negatives: z.number().int().describe('Annotated positive, tag not detected'),
  true_negatives: z.number().int().describe('Annotated negative, tag not detected'),
  precision: z
    .number()
    .nullable()
    .describe(
      'true_positives / (true_positives + false_positives); null when the tag was detected on no annotated call',
    ),
  recall: z
    .number()
    .nullable()
    .describe(
      'true_positives / (true_positives + false_negatives); null when no call is annotated positive',
    ),
  review: z.object({
    detected_but_negative: z.array(z.string()).describe('Call ids of the false positives'),
    positive_not_detected: z.array(z.string()).describe('Call ids of the false negatives'),
    truncated: z.boolean().describe(`More than ${MAX_REVIEW} calls of one kind: the first ones`),
  }),
});
export type Quality = z.infer<typeof Quality>;

const countWhere = (condition: SQL) =>
  sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number);

/** The confusion counts of a label's annotations against its tag, and the calls to review. */
export async function qualityOf(db: AppDatabase, labelId: number, tagId: number): Promise<Quality> {
  const isDetected = detected(tagId);
  const positive = sql`${annotations.polarity} = 'positive'`;
  const negative = sql`${annotations.polarity} = 'negative'`;
  // A builder per query: drizzle's builders change in place.
  const disagreeing = (condition: SQL) =>
    db
      .select({ callId: annotations.callId })
      .from(annotations)
      .innerJoin(calls, eq(calls.id, annotations.callId))
      .where(and(eq(annotations.labelId, labelId), condition))
      .orderBy(asc(annotations.callId))
      .limit(MAX_REVIEW + 1);
  const [[counts], falsePositives, falseNegatives] = await Promise.all([
    db
      .select({
        tp: countWhere(sql`${positive} AND ${isDetected}`),
        fp: countWhere(sql`${negative} AND ${isDetected}`),
        fn: countWhere(sql`${positive} AND NOT ${isDetected}`),
        tn: countWhere(sql`${negative} AND NOT ${isDetected}`),
      })
      .from(annotations)
      .innerJoin(calls, eq(calls.id, annotations.callId))
      .where(eq(annotations.labelId, labelId)),
    disagreeing(sql`${negative} AND ${isDetected}`),
    disagreeing(sql`${positive} AND NOT ${isDetected}`),
  ]);
  const { tp, fp, fn, tn } = counts;
  const ids = (rows: { callId: string }[]) => rows.slice(0, MAX_REVIEW).map((row) => row.callId);
  return {
    label_id: labelId,
    tag_id: tagId,
    annotated_calls: tp + fp + fn + tn,
    true_positives: tp,
    false_positives: fp,
    false_negatives: fn,
    true_negatives: tn,
    precision: tp + fp ? tp / (tp + fp) : null,
    recall: tp + fn ? tp / (tp + fn) : null,
    review: {
      detected_but_negative: ids(falsePositives),
      positive_not_detected: ids(falseNegatives),
      truncated: falsePositives.length > MAX_REVIEW || falseNegatives.length > MAX_REVIEW,
    },
  };
}
