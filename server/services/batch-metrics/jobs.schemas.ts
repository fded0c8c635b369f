import { z } from 'zod';
import { idsFilter } from '../shared/listFilters';
import { BATCH_JOB_STATUSES } from '../../db/schema';
import { msg } from '../../shared/messages';
import { positiveInteger, recordId } from '../shared/fields';
import { customId, instant, MAX_APP_IDS } from '../shared/metrics/period';
import { listQuery } from '../shared/simpleRest';

// Batch jobs as simple-rest records (architecture §4): the jobs list and one job.

export const JobParams = z.strictObject({ id: recordId.describe('Job id') });

const STATUS = msg('metrics.jobStatus', { statuses: BATCH_JOB_STATUSES.join(', ') });
const status = z.enum(BATCH_JOB_STATUSES, { error: STATUS });

const APP_ID_LIST = msg('metrics.appIdList', { max: MAX_APP_IDS });

export const Job = z.object({
  id: z.number().int(),
  app_id: z.number().int().describe('The batch app (configuration service)'),
  app_name: z.string(),
  client_id: z.number().int(),
  custom_id: z.string().nullable().describe('The caller’s own id for the job; null: none'),
  status: status.describe('`queued`, `running`, `completed` or `failed`'),
  submitted_at: z.iso.datetime(),
  started_at: z.iso.datetime().nullable().describe('Null while queued (or refused unstarted)'),
  completed_at: z.iso
    .datetime()
    .nullable()
    .describe('When it finished, completed or failed; null while queued or running'),
  audio_seconds: z.number().describe('Seconds of audio in the file'),
  wait_seconds: z
    .number()
    .nullable()
    .describe('From submission to start, seconds (3 decimals); null before it starts'),
  processing_seconds: z
    .number()
    .nullable()
    .describe('From start to end, seconds (3 decimals); null until it ends'),
  failure_reason: z.string().nullable().describe('Failed jobs: why; else null'),
});
export type Job = z.infer<typeof Job>;

export const JOB_SORT_FIELDS = [
  'id',
  'submitted_at',
  'started_at',
  'completed_at',
  'audio_seconds',
  'status',
] as const;

const oneOrMany = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.union([item, z.array(item, { error: message }).max(max, message)], { error: message });

export const JobListQuery = listQuery({
  filter: z.strictObject({
    id: idsFilter.describe('Only these jobs (react-admin `getMany`)'),
    app_id: oneOrMany(positiveInteger(), MAX_APP_IDS, APP_ID_LIST)
      .optional()
      .describe('Only this app’s (or these apps’) jobs'),
    custom_id: customId.optional(),
    status: oneOrMany(status, BATCH_JOB_STATUSES.length, STATUS)
      .optional()
      .describe('Only jobs with this status (or one of these)'),
    from: instant
      .optional()
      .describe('Only jobs submitted at or after this instant (ISO 8601 with an offset)'),
    to: instant
      .optional()
      .describe('Only jobs submitted before this instant (ISO 8601 with an offset)'),
  }),
  sortFields: JOB_SORT_FIELDS,
});
export type JobListQuery = z.infer<typeof JobListQuery>;
