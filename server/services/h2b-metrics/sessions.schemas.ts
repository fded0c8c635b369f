import { z } from 'zod';
import { idsFilter } from '../shared/listFilters';
import { H2B_COMPLETION_CAUSES } from '../../db/schema';
import { msg } from '../../shared/messages';
import { positiveInteger, recordId } from '../shared/fields';
import { customId, instant, MAX_APP_IDS } from '../shared/metrics/period';
import { listQuery } from '../shared/simpleRest';

// H2B sessions as simple-rest records (architecture §4): the recent sessions list and one
// session with its timeline.

export const SessionParams = z.strictObject({ id: recordId.describe('Session id') });

const CAUSE = msg('metrics.completionCause', { causes: H2B_COMPLETION_CAUSES.join(', ') });
const completionCause = z.enum(H2B_COMPLETION_CAUSES, { error: CAUSE });

const APP_ID_LIST = msg('metrics.appIdList', { max: MAX_APP_IDS });

const sessionFields = {
  id: z.number().int(),
  app_id: z.number().int().describe('The stream app (configuration service)'),
  app_name: z.string(),
  client_id: z.number().int(),
  custom_id: z.string().nullable().describe('The caller’s own id for the session; null: none'),
  started_at: z.iso.datetime(),
  ended_at: z.iso.datetime().nullable().describe('Null while the stream is open'),
  duration_seconds: z
    .number()
    .nullable()
    .describe('From start to end, seconds (3 decimals); null while open'),
  audio_seconds: z.number().describe('Seconds of audio received'),
  completion_cause: completionCause
    .nullable()
    .describe('MRCPv2 recognizer completion cause; null while the stream is open'),
  final_latency_ms: z
    .number()
    .int()
    .nullable()
    .describe('From the end of speech to the final result, ms; null without a final result'),
};

export const Session = z.object(sessionFields);
export type Session = z.infer<typeof Session>;

export const SessionEvent = z.object({
  at: z.iso.datetime(),
  type: z
    .string()
    .describe(
      '`open`, `recognize`, `start-of-input`, `partial-result`, `recognition-complete`, ' +
        '`close`, `error`, ...',
    ),
  detail: z.string().describe('What happened, in words (free text)'),
});

export const SessionDetail = z.object({
  ...sessionFields,
  events: z.array(SessionEvent).describe('The session’s timeline, oldest first'),
});
export type SessionDetail = z.infer<typeof SessionDetail>;

export const SESSION_SORT_FIELDS = [
  'id',
  'started_at',
  'ended_at',
  'audio_seconds',
  'final_latency_ms',
  'completion_cause',
] as const;

const oneOrMany = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.union([item, z.array(item, { error: message }).max(max, message)], { error: message });

export const SessionListQuery = listQuery({
  filter: z.strictObject({
    id: idsFilter.describe('Only these sessions (react-admin `getMany`)'),
    app_id: oneOrMany(positiveInteger(), MAX_APP_IDS, APP_ID_LIST)
      .optional()
      .describe('Only this app’s (or these apps’) sessions'),
    custom_id: customId.optional(),
    completion_cause: oneOrMany(completionCause, H2B_COMPLETION_CAUSES.length, CAUSE)
      .optional()
      .describe('Only sessions that ended with this cause (or one of these)'),
    from: instant
      .optional()
      .describe('Only sessions started at or after this instant (ISO 8601 with an offset)'),
    to: instant
      .optional()
      .describe('Only sessions started before this instant (ISO 8601 with an offset)'),
  }),
  sortFields: SESSION_SORT_FIELDS,
});
export type SessionListQuery = z.infer<typeof SessionListQuery>;
