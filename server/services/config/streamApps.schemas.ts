import { z } from 'zod';
import { AUDIO_CODECS, MAX_STREAMS, SAMPLE_RATES } from '../../db/schema';
import { msg } from '../../shared/messages';
import { recordId } from '../shared/fields';
import { listQuery } from '../shared/simpleRest';
import { optionalFields } from '../shared/updateFields';
import {
  APP_SORT_FIELDS,
  appFilter,
  appBodyFields,
  appRecordFields,
  enabled,
  ignoredOnUpdate,
  modelAlias,
} from './appFields';

// Stream host-to-host (H2B) apps (issue 13): a client's platform streams live audio with an API
// key the platform issues (shown once, stored only as a scrypt hash).

const audioCodec = z
  .enum(AUDIO_CODECS, { error: msg('config.audioCodec', { codecs: AUDIO_CODECS.join(', ') }) })
  .describe('Audio encoding of the streams: `PCMU` (G.711 µ-law), `PCMA` (G.711 A-law) or `L16`');

const SAMPLE_RATE = msg('config.sampleRate', { rates: SAMPLE_RATES.join(', ') });
const sampleRate = z
  .number({ error: SAMPLE_RATE })
  .refine((rate) => (SAMPLE_RATES as readonly number[]).includes(rate), SAMPLE_RATE)
  .describe('Samples per second: 8000 or 16000');

const MAX_STREAMS_MESSAGE = msg('config.maxStreams', { max: MAX_STREAMS });
const maxStreams = z
  .number({ error: MAX_STREAMS_MESSAGE })
  .int(MAX_STREAMS_MESSAGE)
  .min(1, MAX_STREAMS_MESSAGE)
  .max(MAX_STREAMS, MAX_STREAMS_MESSAGE)
  .describe(`Simultaneous streams at most (1 to ${MAX_STREAMS})`);

const alias = modelAlias(
  'Alias or H2B alias (`language_model_configs.aliases` or `iso_aliases`, case aside) of a ' +
    'language model of the app’s language; an unknown one is a 400 with ' +
    '`errors.language_model_alias`: `Unknown language model alias "{alias}"`',
);

const fields = {
  ...appBodyFields(alias),
  audio_codec: audioCodec,
  sample_rate: sampleRate,
  max_streams: maxStreams,
  enabled,
};

export const CreateStreamApp = z.strictObject({
  ...fields,
  audio_codec: audioCodec.default('PCMA'),
  sample_rate: sampleRate.default(8000),
  max_streams: maxStreams.default(10),
  enabled: enabled.default(true),
});
export type CreateStreamApp = z.infer<typeof CreateStreamApp>;

/** Any fields; omitted ones are kept; the record's read-only fields are accepted and ignored. */
export const UpdateStreamApp = z.strictObject({
  ...optionalFields(fields),
  ...ignoredOnUpdate,
  api_key_hint: z.string().max(64).nullable().optional().describe('Ignored'),
  api_key: z
    .string()
    .max(200)
    .optional()
    .describe('Ignored (the create answer’s, sent back by a form): keys change by rotate-key only'),
});
export type UpdateStreamApp = z.infer<typeof UpdateStreamApp>;

export const StreamApp = z.object({
  ...appRecordFields,
  audio_codec: z.enum(AUDIO_CODECS).describe(audioCodec.description ?? ''),
  sample_rate: z.number().int().describe('8000 or 16000'),
  max_streams: z
    .number()
    .int()
    .describe(maxStreams.description ?? ''),
  api_key_hint: z
    .string()
    .nullable()
    .describe(
      'The API key’s last 4 characters (null until a key is issued); the key itself is never read back',
    ),
});
export type StreamApp = z.infer<typeof StreamApp>;

const apiKey = z
  .string()
  .describe(
    'The API key (`sk_` and 43 base64url characters): shown in this answer only, stored as a ' +
      'scrypt hash',
  );

/** The answer of a create: the app and, this once, its API key. */
export const CreatedStreamApp = StreamApp.extend({ api_key: apiKey });
export type CreatedStreamApp = z.infer<typeof CreatedStreamApp>;

/** The answer of a key rotation: the app's id and its new key, this once. */
export const RotatedKey = z.object({ id: z.number().int(), api_key: apiKey });

export const StreamAppParams = z.strictObject({ id: recordId });

export const StreamAppListQuery = listQuery({ filter: appFilter, sortFields: APP_SORT_FIELDS });
export type StreamAppListQuery = z.infer<typeof StreamAppListQuery>;
