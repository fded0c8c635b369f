import { z } from 'zod';
import { ANNOTATION_POLARITIES } from '../../../db/schema';
import { msg } from '../../../shared/messages';
import { recordId } from '../../shared/fields';
import { listQuery } from '../../shared/simpleRest';
import { CallId } from '../calls.schemas';

// Annotations: one label on one call, positive or negative, optionally on a span of a turn.

/** Turns and characters of a span at most (a transcript longer than that is not annotated). */
export const MAX_TURN = 100_000;
export const MAX_OFFSET = 10_000_000;

export const AnnotationParams = z.strictObject({
  id: recordId.describe('Label id'),
  callId: CallId,
});

export const Polarity = z
  .enum(ANNOTATION_POLARITIES, { error: msg('annotations.polarity') })
  .describe('`positive`: the call is what the label says; `negative`: it is not');

const offset = (max: number) => {
  const message = msg('annotations.offset', { max });
  return z.number({ error: message }).int(message).min(0, message).max(max, message);
};

export const Span = z
  .strictObject({
    turn: offset(MAX_TURN).describe('Index of the transcript turn, from 0'),
    start: offset(MAX_OFFSET).describe('First character (Unicode code point) of the span, from 0'),
    end: offset(MAX_OFFSET).describe('Character just after the span (excluded)'),
  })
  .refine((span) => span.end > span.start, {
    path: ['end'],
    message: msg('annotations.spanOrder'),
  })
  .describe(
    'Characters `start` (included) to `end` (excluded) of one turn’s text, counted in ' +
      'Unicode code points; checked against the call’s transcript',
  );
export type Span = z.infer<typeof Span>;

export const PutAnnotation = z.strictObject({
  polarity: Polarity,
  span: Span.nullable().default(null).describe('Null or omitted: the whole call'),
});
export type PutAnnotation = z.infer<typeof PutAnnotation>;

const SpanAnswer = z.object({
  turn: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
});
const Annotator = z
  .object({ id: z.string().nullable(), name: z.string().nullable() })
  .describe('The administrator who last set it');

/** A label's annotation of one call; `id` is the call id (the record within the label). */
export const LabelAnnotation = z.object({
  id: z.string().describe('The call id'),
  label_id: z.number().int(),
  call_id: z.string(),
  polarity: Polarity,
  span: SpanAnswer.nullable(),
  annotator: Annotator,
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  call: z.object({ start_time: z.iso.datetime(), lang: z.string(), duration: z.number().int() }),
  tag_detected: z
    .boolean()
    .nullable()
    .describe('Whether the label’s tag was detected on the call; null: the label judges no tag'),
});
export type LabelAnnotation = z.infer<typeof LabelAnnotation>;

/** One of a call's annotations; `id` is the label id (the record within the call). */
export const CallAnnotation = LabelAnnotation.omit({ call: true, tag_detected: true }).extend({
  id: z.number().int().describe('The label id'),
  label: z.object({ name: z.string(), colour: z.string() }),
});
export type CallAnnotation = z.infer<typeof CallAnnotation>;

export const ANNOTATION_SORT_FIELDS = ['call_id', 'updated_at', 'start_time'] as const;

export const AnnotationListQuery = listQuery({
  filter: z.strictObject({
    polarity: Polarity.optional(),
    tag_detected: z.boolean().optional().describe('Only calls where the tag was (not) detected'),
  }),
  sortFields: ANNOTATION_SORT_FIELDS,
});
export type AnnotationListQuery = z.infer<typeof AnnotationListQuery>;
