import { Readable } from 'node:stream';
import type { CallSummary } from './calls.schemas';
import { CALLER_NUMBER_KEY } from './viewer';
import { wallTimeOf } from './zonedTime';

// The CSV export of a call list: one row per call, dates and times in the requester's time zone.

const METADATA_COLUMNS = ['agent', 'direction', 'ivr_choice'] as const;

/** Spreadsheets run cells starting with these as formulas: such text gets a leading quote. */
const FORMULA_START = /^[=@\t\r]|^[+-](?![\d\s])/;

/** One CSV cell (RFC 4180): quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `hh:mm:ss` of a number of seconds (spec §9 clock form). */
export const clock = (seconds: number) =>
  `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;

export interface CsvOptions {
  timeZone: string;
  /** Adds the caller's number (`feat.scribr.call_number`). */
  callerNumber: boolean;
}

export function csvHeader({ callerNumber }: CsvOptions): string {
  return [
    'call_id',
    'date',
    'time',
    'time_zone',
    'client',
    'campaign',
    'duration',
    'duration_seconds',
    'status',
    'language',
    'decisional',
    'tags',
    ...METADATA_COLUMNS,
    ...(callerNumber ? [CALLER_NUMBER_KEY] : []),
  ].join(',');
}

export function csvRow(call: CallSummary, { timeZone, callerNumber }: CsvOptions): string {
  const local = wallTimeOf(new Date(call.start_time), timeZone);
  return [
    call.id,
    `${local.year}-${pad(local.month)}-${pad(local.day)}`,
    `${pad(local.hour)}:${pad(local.minute)}:${pad(local.second)}`,
    timeZone,
    call.client.name,
    call.campaign.name,
    clock(call.duration),
    call.duration,
    call.status,
    call.lang,
    call.decisional,
    call.tags.map((tag) => tag.label ?? `#${tag.id}`).join('; '),
    ...METADATA_COLUMNS.map((key) => call.metadata[key]),
    ...(callerNumber ? [call.metadata[CALLER_NUMBER_KEY]] : []),
  ]
    .map(csvCell)
    .join(',');
}

/**
 * The CSV of calls coming in batches, as a stream: the header, then each batch as it is read.
 * The next batch is read only when the previous one has been consumed (backpressure), so memory
 * stays flat whatever the number of calls.
 */
export function csvStream(batches: AsyncIterable<CallSummary[]>, options: CsvOptions): Readable {
  async function* lines() {
    // A byte-order mark, so spreadsheets read the accents as UTF-8.
    yield `\uFEFF${csvHeader(options)}\r\n`;
    for await (const batch of batches) {
      yield batch.map((call) => `${csvRow(call, options)}\r\n`).join('');
    }
  }
  return Readable.from(lines());
}
