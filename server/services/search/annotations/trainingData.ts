import { Readable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AppDatabase } from '../../../db';
import {
  annotations,
  calls,
  type AnnotationPolarity,
  type TranscriptTurn,
} from '../../../db/schema';
import { csvCell } from '../callsCsv';
import { spanText } from './span';

// A label's annotations as training data: one example per annotated call, with the text it
// covers (the span's, or the whole transcript's, one line per turn) and the call's language.

export const EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface TrainingExample {
  call_id: string;
  label: string;
  polarity: AnnotationPolarity;
  language: string;
  span: {
    turn: number;
    start: number;
    end: number;
    speaker: string | null;
    start_ms: number | null;
    end_ms: number | null;
  } | null;
  text: string;
}

/** A label's examples by call id, `batch` at a time (keyset: constant memory however many). */
export async function* trainingExamples(
  db: AppDatabase,
  label: { id: number; name: string },
  batch = 500,
): AsyncGenerator<TrainingExample[]> {
  for (let after = ''; ;) {
    const rows = await db
      .select({ annotation: annotations, lang: calls.lang, transcript: calls.transcript })
      .from(annotations)
      .innerJoin(calls, eq(calls.id, annotations.callId))
      .where(and(eq(annotations.labelId, label.id), gt(annotations.callId, after)))
      .orderBy(asc(annotations.callId))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map(({ annotation, lang, transcript }) =>
      exampleOf(label.name, annotation, lang, transcript),
    );
    after = rows[rows.length - 1].annotation.callId;
    if (rows.length < batch) return;
  }
}

function exampleOf(
  label: string,
  annotation: typeof annotations.$inferSelect,
  language: string,
  transcript: readonly TranscriptTurn[],
): TrainingExample {
  const { spanTurn: turn, spanStart: start, spanEnd: end } = annotation;
  const span = turn === null || start === null || end === null ? null : { turn, start, end };
  const spoken = span && transcript[span.turn];
  return {
    call_id: annotation.callId,
    label,
    polarity: annotation.polarity,
    language,
    span: span && {
      ...span,
      speaker: spoken?.speaker ?? null,
      start_ms: spoken?.start ?? null,
      end_ms: spoken?.end ?? null,
    },
    text: spanText(span, transcript),
  };
}

export const CSV_COLUMNS = [
  'call_id',
  'label',
  'polarity',
  'language',
  'span_turn',
  'span_start',
  'span_end',
  'speaker',
  'start_ms',
  'end_ms',
  'text',
] as const;

const csvLine = (example: TrainingExample) =>
  [
    example.call_id,
    example.label,
    example.polarity,
    example.language,
    example.span?.turn,
    example.span?.start,
    example.span?.end,
    example.span?.speaker,
    example.span?.start_ms,
    example.span?.end_ms,
    example.text,
  ]
    .map(csvCell)
    .join(',');

/** The examples as CSV (RFC 4180, a header row) or JSON Lines, streamed batch by batch. */
export function trainingDataStream(
  batches: AsyncIterable<TrainingExample[]>,
  format: ExportFormat,
): Readable {
  async function* lines() {
    if (format === 'csv') yield `${CSV_COLUMNS.join(',')}\r\n`;
    for await (const batch of batches) {
      yield batch
        .map((example) =>
          format === 'csv' ? `${csvLine(example)}\r\n` : `${JSON.stringify(example)}\n`,
        )
        .join('');
    }
  }
  return Readable.from(lines());
}
