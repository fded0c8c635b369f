import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import {
  annotations,
  calls,
  campaigns,
  classificationLabels,
  clients,
  moriartyTags,
  type GdprRequestRow,
  type TagMatch,
  type TranscriptTurn,
} from '../../db/schema';
import type { ClientScope } from '../shared/clientScope';
import { csvCell } from '../search/callsCsv';
import type { NumberHasher } from './numberHash';
import { zip } from './zip';

// The archive of a GDPR export, built when it is downloaded from the calls as they are then (so
// the platform keeps no copy, and a call erased since is not in it): `calls.jsonl` (one call per
// line: metadata, transcript, detected tags, annotations), `calls.csv` (one row per call, for a
// spreadsheet), `request.json` and a `README.txt`, in a ZIP.

/** Calls read per query (their transcripts are the bulk). */
const BATCH = 200;

/** The clients whose calls an archive holds: the request's, within the downloader's. */
export function archiveClients(
  request: GdprRequestRow,
  downloader: ClientScope,
): readonly number[] | undefined {
  const requested = request.clientIds;
  if (downloader === 'all') return requested ?? undefined;
  return (requested ?? downloader).filter((id) => downloader.includes(id));
}

interface ArchiveAnnotation {
  label: { id: number; name: string };
  polarity: string;
  span: { turn: number; start: number; end: number } | null;
  inserted_at: string;
  updated_at: string;
}

/** One call as `calls.jsonl` holds it. */
interface ArchiveCall {
  id: string;
  client: { id: number; name: string };
  campaign: { id: number; name: string };
  start_time: string;
  duration: number;
  language: string;
  status: string;
  decisional: boolean;
  metadata: Record<string, string>;
  transcript: TranscriptTurn[];
  detected_tags: { id: number; label: string | null; matches: TagMatch[] }[];
  annotations: ArchiveAnnotation[];
}

/** The ids of the request's calls, oldest first: one pass hashing each call's number. */
async function callIds(
  db: AppDatabase,
  hasher: NumberHasher,
  request: GdprRequestRow,
  clientIds: readonly number[] | undefined,
): Promise<string[]> {
  const rows = await db
    .select({ id: calls.id })
    .from(calls)
    .where(
      and(
        eq(hasher.callHash, request.numberHash),
        clientIds && inArray(calls.clientId, [...clientIds]),
      ),
    )
    .orderBy(asc(calls.startTime), asc(calls.id));
  return rows.map((row) => row.id);
}

async function annotationsOf(db: AppDatabase, ids: string[]) {
  const rows = await db
    .select({
      callId: annotations.callId,
      labelId: classificationLabels.id,
      labelName: classificationLabels.name,
      polarity: annotations.polarity,
      spanTurn: annotations.spanTurn,
      spanStart: annotations.spanStart,
      spanEnd: annotations.spanEnd,
      insertedAt: annotations.insertedAt,
      updatedAt: annotations.updatedAt,
    })
    .from(annotations)
    .innerJoin(classificationLabels, eq(classificationLabels.id, annotations.labelId))
    .where(inArray(annotations.callId, ids))
    .orderBy(asc(annotations.callId), asc(classificationLabels.id));
  const byCall = new Map<string, ArchiveAnnotation[]>();
  for (const row of rows) {
    const list = byCall.get(row.callId) ?? [];
    list.push({
      label: { id: row.labelId, name: row.labelName },
      polarity: row.polarity,
      span:
        row.spanTurn === null || row.spanStart === null || row.spanEnd === null
          ? null
          : { turn: row.spanTurn, start: row.spanStart, end: row.spanEnd },
      inserted_at: row.insertedAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    });
    byCall.set(row.callId, list);
  }
  return byCall;
}

async function tagLabels(db: AppDatabase, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db
    .select({ id: moriartyTags.id, label: moriartyTags.label })
    .from(moriartyTags)
    .where(inArray(moriartyTags.id, ids));
  return new Map(rows.map(({ id, label }) => [id, label]));
}

/** The archive's calls, one batch at a time, each as its JSON record. */
async function* archivedCalls(db: AppDatabase, ids: string[]): AsyncGenerator<ArchiveCall> {
  for (let at = 0; at < ids.length; at += BATCH) {
    const batch = ids.slice(at, at + BATCH);
    const rows = await db
      .select({
        id: calls.id,
        clientId: clients.id,
        clientName: clients.name,
        campaignId: campaigns.id,
        campaignName: campaigns.name,
        startTime: calls.startTime,
        duration: calls.duration,
        lang: calls.lang,
        status: calls.status,
        decisional: calls.decisional,
        metadata: calls.metadata,
        detectedTags: calls.detectedTags,
        transcript: calls.transcript,
      })
      .from(calls)
      .innerJoin(clients, eq(clients.id, calls.clientId))
      .innerJoin(campaigns, eq(campaigns.id, calls.campaignId))
      .where(inArray(calls.id, batch))
      .orderBy(asc(calls.startTime), asc(calls.id));
    const [notes, labels] = await Promise.all([
      annotationsOf(db, batch),
      tagLabels(db, [...new Set(rows.flatMap((row) => row.detectedTags.map((tag) => tag.id)))]),
    ]);
    for (const row of rows)
      yield {
        id: row.id,
        client: { id: row.clientId, name: row.clientName },
        campaign: { id: row.campaignId, name: row.campaignName },
        start_time: row.startTime.toISOString(),
        duration: row.duration,
        language: row.lang,
        status: row.status,
        decisional: row.decisional,
        metadata: row.metadata,
        transcript: row.transcript,
        detected_tags: row.detectedTags.map((tag) => ({
          id: tag.id,
          label: labels.get(tag.id) ?? null,
          matches: tag.matches,
        })),
        annotations: notes.get(row.id) ?? [],
      };
  }
}

const CSV_HEADER = [
  'call_id',
  'start_time',
  'client',
  'campaign',
  'duration_seconds',
  'language',
  'status',
  'decisional',
  'caller_number',
  'metadata',
  'detected_tags',
  'annotations',
  'transcript',
].join(',');

/** One spreadsheet row: the transcript as `in [12.3 s] text` lines. */
function csvRow(call: ArchiveCall): string {
  return [
    call.id,
    call.start_time,
    call.client.name,
    call.campaign.name,
    call.duration,
    call.language,
    call.status,
    call.decisional,
    call.metadata.caller_number,
    JSON.stringify(call.metadata),
    call.detected_tags.map((tag) => tag.label ?? `#${tag.id}`).join('; '),
    call.annotations.map((note) => `${note.label.name}: ${note.polarity}`).join('; '),
    call.transcript
      .map((turn) => `${turn.speaker} [${(turn.start / 1000).toFixed(1)} s] ${turn.text}`)
      .join('\n'),
  ]
    .map(csvCell)
    .join(',');
}

const README = `Export of personal data (GDPR) — Export de données personnelles (RGPD)

calls.jsonl  One call per line (JSON): client, campaign, start time (UTC), duration (seconds),
             language, status, metadata (including the caller's number), transcript (speaker
             "in" = the caller, "out" = the company; times in milliseconds), detected tags and
             annotations.
             Un appel par ligne (JSON) : client, campagne, début (UTC), durée (secondes), langue,
             statut, métadonnées (dont le numéro de l’appelant), transcription (locuteur « in » =
             l’appelant, « out » = l’entreprise ; temps en millisecondes), tags détectés et
             annotations.
calls.csv    The same calls, one row each, for a spreadsheet (UTF-8).
             Les mêmes appels, une ligne chacun, pour un tableur (UTF-8).
request.json The request this archive answers. — La demande à laquelle répond cette archive.
`;

/** The ZIP archive of an export request, for a downloader whose clients are `downloader`. */
export async function buildArchive(
  db: AppDatabase,
  hasher: NumberHasher,
  request: GdprRequestRow,
  downloader: ClientScope,
): Promise<{ archive: Buffer; calls: number }> {
  const ids = await callIds(db, hasher, request, archiveClients(request, downloader));
  const jsonLines: string[] = [];
  const csvLines: string[] = [CSV_HEADER];
  for await (const call of archivedCalls(db, ids)) {
    jsonLines.push(JSON.stringify(call));
    csvLines.push(csvRow(call));
  }
  const generatedAt = new Date();
  const description = {
    request: {
      id: request.id,
      type: request.type,
      reference: request.reference,
      requested_by: request.requestedBy,
      requested_at: request.requestedAt.toISOString(),
      number_hash: request.numberHash,
    },
    generated_at: generatedAt.toISOString(),
    number_of_calls: jsonLines.length,
    files: { jsonl: 'calls.jsonl', csv: 'calls.csv' },
  };
  const text = (content: string) => Buffer.from(content, 'utf8');
  const archive = zip(
    [
      { name: 'README.txt', content: text(README) },
      { name: 'request.json', content: text(`${JSON.stringify(description, null, 2)}\n`) },
      { name: 'calls.jsonl', content: text(jsonLines.map((line) => `${line}\n`).join('')) },
      // A byte-order mark, so that spreadsheets read the CSV as UTF-8; CRLF as RFC 4180 says.
      { name: 'calls.csv', content: text(`\ufeff${csvLines.join('\r\n')}\r\n`) },
    ],
    generatedAt,
  );
  return { archive, calls: jsonLines.length };
}
