import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { calls } from './calls';
import { moriartyTags } from './moriarty';

// Scribr annotations (issue 12): classification labels that administrators apply to calls, as
// positive or negative, to measure the precision and recall of the Moriarty tag a label judges.

export const ANNOTATION_POLARITIES = ['positive', 'negative'] as const;
export type AnnotationPolarity = (typeof ANNOTATION_POLARITIES)[number];

export const classificationLabels = pgTable(
  'scribr_classification_labels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** `#rrggbb`, lower-case. */
    colour: text('colour').notNull(),
    lang: text('lang').notNull(),
    /** The Moriarty tag this label judges; a deleted tag leaves the label without one. */
    tagId: integer('tag_id').references(() => moriartyTags.id, { onDelete: 'set null' }),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scribr_classification_labels_lang').on(t.lang),
    index('scribr_classification_labels_tag_id').on(t.tagId),
    check('scribr_classification_labels_colour', sql`${t.colour} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/**
 * One label on one call (at most one per pair): positive or negative, optionally on a span of
 * one transcript turn (characters `span_start` included to `span_end` excluded, in code points).
 */
export const annotations = pgTable(
  'scribr_annotations',
  {
    labelId: integer('label_id')
      .notNull()
      .references(() => classificationLabels.id, { onDelete: 'cascade' }),
    callId: text('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    polarity: text('polarity').$type<AnnotationPolarity>().notNull(),
    spanTurn: integer('span_turn'),
    spanStart: integer('span_start'),
    spanEnd: integer('span_end'),
    /** The administrator's token subject and user name. */
    annotatorId: text('annotator_id'),
    annotatorName: text('annotator_name'),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.labelId, t.callId] }),
    index('scribr_annotations_call_id').on(t.callId),
    check('scribr_annotations_polarity', sql`${t.polarity} IN ('positive', 'negative')`),
    check(
      'scribr_annotations_span',
      sql`(${t.spanTurn} IS NULL AND ${t.spanStart} IS NULL AND ${t.spanEnd} IS NULL) OR (${t.spanTurn} >= 0 AND ${t.spanStart} >= 0 AND ${t.spanEnd} > ${t.spanStart})`,
    ),
  ],
);

export type ClassificationLabelRow = typeof classificationLabels.$inferSelect;
export type AnnotationRow = typeof annotations.$inferSelect;
