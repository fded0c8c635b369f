import { z } from 'zod';
import { CALL_STATUSES } from '../../db/schema';
import { msg } from '../../shared/messages';

/** Spec §9: digits, dash, digits, dot, digits. */
export const CALL_ID_PATTERN = /^\d+-\d+\.\d+$/;

export const CallId = z
  .string()
  .max(64, msg('search.callId'))
  .regex(CALL_ID_PATTERN, msg('search.callId'))
  .describe('Call id, spec §9: digits, dash, digits, dot, digits (e.g. `412-20251103.7`)');

export const Speaker = z.enum(['in', 'out']).describe('`in`: the customer; `out`: the brand');

export const ClientRef = z.object({ id: z.number().int(), name: z.string() });
export const CampaignRef = z.object({ id: z.number().int(), name: z.string() });

export const DetectedTag = z
  .object({
    id: z.number().int().describe('Moriarty tag id'),
    label: z.string().nullable().describe('The tag’s label (null if the tag no longer exists)'),
    matches: z
      .array(
        z.object({
          turn: z.number().int().describe('Index of the transcript turn'),
          start: z
            .number()
            .int()
            .describe('Offset of the first matched character in the turn text'),
          end: z.number().int().describe('Offset just after the last matched character'),
        }),
      )
      .describe('Where the tag matched'),
  })
  .describe('A tag detected on the call by Moriarty');

export const TranscriptWord = z.object({
  word: z.string(),
  start: z.number().int().describe('ms from the start of the call'),
  end: z.number().int().describe('ms from the start of the call'),
  confidence: z.number().describe('Recognition confidence, 0 to 1'),
});

export const TranscriptTurn = z.object({
  speaker: Speaker,
  start: z.number().int().describe('ms from the start of the call'),
  end: z.number().int().describe('ms from the start of the call'),
  text: z.string(),
  words: z.array(TranscriptWord).optional().describe('Word timings, when the recogniser gave them'),
});

/** What every call answer carries (search hits and call details). */
export const CallSummary = z.object({
  id: CallId,
  client: ClientRef,
  campaign: CampaignRef,
  start_time: z.iso.datetime().describe('Start of the call (UTC, ISO 8601)'),
  duration: z.number().int().describe('Seconds'),
  lang: z.string().describe('Language of the call (`fr`, `en`)'),
  status: z.enum(CALL_STATUSES),
  decisional: z.boolean(),
  metadata: z
    .record(z.string(), z.string())
    .describe(
      'Free key → value: agent, direction (inbound/outbound), caller_number, ivr_choice...',
    ),
  tags: z.array(DetectedTag),
});
export type CallSummary = z.infer<typeof CallSummary>;

const QuotedTurn = z.object({
  turn: z.number().int().describe('Index of the turn in the transcript'),
  speaker: Speaker,
  start: z.number().int().describe('ms from the start of the call'),
  text: z.string(),
});

export const CallSummaryText = z
  .object({
    reason: QuotedTurn.nullable().describe('The customer’s first turn with substance'),
    moments: z
      .array(
        QuotedTurn.extend({
          tag: z.object({ id: z.number().int(), label: z.string().nullable() }),
        }),
      )
      .describe('Where each detected tag first matched, in call order (at most five)'),
    outcome: QuotedTurn.nullable().describe('The brand’s last turn with substance'),
  })
  .describe(
    'Extractive summary computed by the platform from the transcript and the detections ' +
      '(sentences of the call, chosen, never rewritten)',
  );

export const CallDetails = CallSummary.extend({
  transcript: z.array(TranscriptTurn).describe('Speaker turns in time order'),
  summary: CallSummaryText.optional().describe('Only with the `feat.scribr.call_summary` role'),
});
export type CallDetails = z.infer<typeof CallDetails>;

export const CallParams = z.strictObject({ id: CallId });
