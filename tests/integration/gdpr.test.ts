import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEvents, calls, type NewCall } from '../../server/db/schema';
import { REGULAR_CALLERS } from '../../server/seed/calls';
import { signTestToken, TEST_USER_ROLES } from '../support/testTokens';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';
import { unzip } from '../support/unzip';

// Issue 14, "GDPR request": a caller's number → a preview of its calls, then an export (a ZIP
// archive of exactly those calls) or an erasure (the calls and everything derived from them gone,
// in one transaction). A client user reaches its own clients' calls only. The history and the
// audit trail never hold the number in clear: only its salted hash.
const api = '/services/phonelines';
const requests = `${api}/gdpr-requests`;
const search = '/services/search/api/v1/search/transcription-v2/';

const NUMBER = '+33612345678';
/** How the test calls write NUMBER (the requests match its digits). */
const SPELLINGS = ['+33 6 12 34 56 78', NUMBER, '+33 6-12-34-56-78'];
/** The number in every form it could leak in: E.164, national digits, spaced. */
const LEAKS = ['33612345678', '0612345678', '612345678', '12 34 56 78', '12345678'];
const NEIGHBOUR = '+33612345679';
/** A word only the test calls say, to find them with the full-text search. */
const WORD = 'zorglubesque';

interface TestCall {
  id: string;
  clientId: number;
  campaignId: number;
  start: string;
  callerNumber: string;
}
/** The number's calls in three clients, written three ways, and a neighbour's call. */
const CALLS: readonly TestCall[] = [
  {
    id: '901-20250301.1',
    clientId: 1,
    campaignId: 1,
    start: '2025-03-01T09:00:00Z',
    callerNumber: '+33 6 12 34 56 78',
  },
  {
    id: '901-20250305.1',
    clientId: 1,
    campaignId: 2,
    start: '2025-03-05T10:00:00Z',
    callerNumber: NUMBER,
  },
  {
    id: '902-20250303.1',
    clientId: 2,
    campaignId: 4,
    start: '2025-03-03T11:00:00Z',
    callerNumber: '+33 6 12 34 56 78',
  },
  {
    id: '903-20250310.1',
    clientId: 3,
    campaignId: 6,
    start: '2025-03-10T12:00:00Z',
    callerNumber: '+33 6-12-34-56-78',
  },
  {
    id: '901-20250302.1',
    clientId: 1,
    campaignId: 1,
    start: '2025-03-02T09:00:00Z',
    callerNumber: '+33 6 12 34 56 79',
  },
];
const [C1A, C1B, C2, C3, OTHER] = CALLS.map((call) => call.id);

let platform: TestPlatform;
/** The demo `client` user (client 1) with the GDPR role too. */
let clientGdpr: string;
let admin: string;
let labelId: number;
beforeAll(async () => {
  platform = await startTestPlatform({}, 'test-key');
  admin = await platform.tokenFor('admin');
  clientGdpr = await signTestToken('client', {
    roles: [...TEST_USER_ROLES.client, 'app.phonelines.gdpr'],
  });
  const rows: NewCall[] = CALLS.map((call) => ({
    id: call.id,
    clientId: call.clientId,
    campaignId: call.campaignId,
    startTime: new Date(call.start),
    duration: 42,
    lang: 'fr',
    status: 'qualified',
    metadata: { agent: 'Julie Martin', direction: 'inbound', caller_number: call.callerNumber },
    detectedTags: [{ id: 1, matches: [{ turn: 0, start: 0, end: 7 }] }],
    transcript: [
      { speaker: 'in', start: 0, end: 2000, text: `bonjour ${WORD} ma facture` },
      { speaker: 'out', start: 2000, end: 4000, text: 'je regarde votre dossier' },
    ],
  }));
  await platform.database.db.insert(calls).values(rows);
  // Derived rows: an annotation of each call (audited), a statistics event on each.
  const label = await call('POST', '/services/search/api/v1/classification-labels', admin, {
    name: 'RGPD test',
    colour: '#123456',
    lang: 'fr',
  });
  expect(label.statusCode, label.body).toBe(201);
  labelId = label.json().id;
  for (const { id } of CALLS) {
    const put = await call(
      'PUT',
      `/services/search/api/v1/classification-labels/${labelId}/annotations/${id}`,
      admin,
      { polarity: 'positive', span: { turn: 0, start: 8, end: 8 + WORD.length } },
    );
    expect(put.statusCode, put.body).toBe(200);
    const event = await call('POST', '/services/search/api/v1/statistics/events', admin, {
      type: 'display_call',
      call_id: id,
    });
    expect(event.statusCode, event.body).toBe(204);
  }
});
afterAll(() => platform?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  platform.request({ method, url, token, payload });

/** One integer from a direct SQL query. */
const count = async (query: ReturnType<typeof sql>) => {
  const result = (await platform.database.db.execute(query)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0].n);
};
const ids = (list: readonly string[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );
const remaining = (list: readonly string[]) =>
  count(sql`SELECT count(*) AS n FROM calls WHERE id IN (${ids(list)})`);
const annotationsOf = (list: readonly string[]) =>
  count(sql`SELECT count(*) AS n FROM scribr_annotations WHERE call_id IN (${ids(list)})`);
const eventsOf = (list: readonly string[]) =>
  count(sql`SELECT count(*) AS n FROM call_events WHERE call_id IN (${ids(list)})`);
const auditOf = (list: readonly string[]) =>
  count(
    sql`SELECT count(*) AS n FROM audit_events WHERE service = 'search' AND split_part(record_path, '/', 4) IN (${ids(list)})`,
  );
/** Calls whose caller is NUMBER, whatever spacing, in the given clients. */
const callsOfNumber = (clients: number[]) =>
  count(
    sql`SELECT count(*) AS n FROM calls WHERE regexp_replace(metadata->>'caller_number', '[^0-9+]', '', 'g') = ${NUMBER} AND client_id IN (${sql.join(
      clients.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
/** The ids the full-text search finds for WORD (administrators see every client). */
const searched = async () => {
  const answer = await call('POST', search, admin, { search: WORD, lang: 'fr', size: 100 });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as { id: string }[]).map((hit) => hit.id).sort();
};

const preview = async (token: string, number = NUMBER) => {
  const answer = await call('POST', `${requests}/preview`, token, { number, type: 'erasure' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    number_of_calls: number;
    first_call_at: string | null;
    last_call_at: string | null;
    clients: { id: number; name: string; calls: number }[];
  };
};

interface GdprRequest {
  id: number;
  type: 'export' | 'erasure';
  reference: string;
  requested_by: string;
  requested_at: string;
  number_of_calls: number;
  number_hash: string;
  status: string;
  clients: { id: number; name: string; calls: number }[];
  archive_url: string | null;
  archive_expires_at: string | null;
}
const carryOut = async (token: string, type: 'export' | 'erasure', reference: string) => {
  const answer = await call('POST', requests, token, {
    number: NUMBER,
    type,
    reference,
    confirm: true,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as GdprRequest;
};
const download = (request: GdprRequest, token: string) =>
  call('GET', `${requests}/${request.id}/archive`, token);
const noLeak = (text: string) => {
  for (const form of LEAKS) expect(text).not.toContain(form);
};

/** The files of an archive answer; its calls from calls.jsonl and the ids in calls.csv. */
function readArchive(body: Buffer) {
  const files = new Map(unzip(body).map((entry) => [entry.name, entry.content.toString('utf8')]));
  const jsonl = (files.get('calls.jsonl') ?? '').split('\n').filter(Boolean);
  const archived = jsonl.map((line) => JSON.parse(line) as Record<string, unknown>);
  const csv = (files.get('calls.csv') ?? '').replace(/^\ufeff/, '');
  // Rows start at a line beginning with a call id (transcript cells span several lines).
  const csvIds = csv
    .split('\r\n')
    .slice(1)
    .map((line) => /^(\d+-\d+\.\d+),/.exec(line)?.[1])
    .filter((id): id is string => id !== undefined);
  return { files, archived, csv, csvIds };
}

describe('a GDPR request', () => {
  it('previews the number’s calls in the caller’s scope, and changes nothing', async () => {
    const before = await count(sql`SELECT count(*) AS n FROM calls`);
    expect(await preview(admin)).toEqual({
      number_of_calls: 4,
      first_call_at: '2025-03-01T09:00:00.000Z',
      last_call_at: '2025-03-10T12:00:00.000Z',
      clients: [
        { id: 1, name: 'Élan Télécom', calls: 2 },
        { id: 2, name: 'Maison Lumière', calls: 1 },
        { id: 3, name: 'Northwind Energy', calls: 1 },
      ],
    });
    expect(await preview(clientGdpr)).toEqual({
      number_of_calls: 2,
      first_call_at: '2025-03-01T09:00:00.000Z',
      last_call_at: '2025-03-05T10:00:00.000Z',
      clients: [{ id: 1, name: 'Élan Télécom', calls: 2 }],
    });
    expect((await preview(admin, '+33699999999')).number_of_calls).toBe(0);
    // The seed's regular callers, written with spaces, are found by their E.164 number.
    let regulars = 0;
    for (const spaced of Object.values(REGULAR_CALLERS).flat()) {
      const number = spaced.replace(/ /g, '');
      const stored = await count(
        sql`SELECT count(*) AS n FROM calls WHERE metadata->>'caller_number' = ${spaced}`,
      );
      expect((await preview(admin, number)).number_of_calls, number).toBe(stored);
      regulars += stored;
    }
    expect(regulars).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*) AS n FROM calls`)).toBe(before);
    expect(await count(sql`SELECT count(*) AS n FROM gdpr_requests`)).toBe(0);
  });

  it('refuses bad numbers, types and an unconfirmed request with field errors', async () => {
    const refused = async (url: string, body: object, field: string) => {
      const answer = await call('POST', url, admin, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json().errors), JSON.stringify(body)).toEqual([field]);
    };
    const valid = { number: NUMBER, type: 'export', reference: 'REF-1', confirm: true };
    for (const number of [
      '0612345678',
      '+33 6 12 34 56 78',
      '+336123',
      'abc',
      '',
      33612345678,
      null,
    ])
      for (const url of [requests, `${requests}/preview`])
        await refused(
          url,
          { ...valid, ...(url === requests ? {} : { confirm: undefined }), number },
          'number',
        );
    await refused(requests, { ...valid, type: 'delete' }, 'type');
    await refused(`${requests}/preview`, { number: NUMBER, type: 'rectification' }, 'type');
    await refused(requests, { ...valid, confirm: false }, 'confirm');
    await refused(requests, { ...valid, confirm: 'yes' }, 'confirm');
    await refused(requests, { number: NUMBER, type: 'erasure', reference: 'REF' }, 'confirm');
    await refused(requests, { ...valid, reference: '  ' }, 'reference');
    await refused(requests, { ...valid, reference: 'x'.repeat(101) }, 'reference');
    const french = await platform.request({
      method: 'POST',
      url: `${requests}/preview`,
      token: admin,
      headers: { 'accept-language': 'fr' },
      payload: { number: '06 12 34 56 78', type: 'export' },
    });
    expect(french.json().errors.number[0]).toMatch(/^Doit être un numéro de téléphone/);
    // Without the GDPR role (the demo client user has the list role only), no token: refused.
    const client = await platform.tokenFor('client');
    expect((await call('POST', `${requests}/preview`, client, valid)).statusCode).toBe(403);
    expect((await call('POST', requests, client, valid)).statusCode).toBe(403);
    expect((await call('GET', requests, client)).statusCode).toBe(403);
    expect((await platform.request({ method: 'GET', url: requests })).statusCode).toBe(401);
    expect(await count(sql`SELECT count(*) AS n FROM gdpr_requests`)).toBe(0);
    expect(await remaining(CALLS.map((c) => c.id))).toBe(CALLS.length);
  });

  it('exports exactly the number’s calls in a ZIP, for 24 hours, within the scope', async () => {
    const exported = await carryOut(admin, 'export', 'DPO-2025-001');
    expect(exported).toMatchObject({
      type: 'export',
      reference: 'DPO-2025-001',
      requested_by: 'admin',
      number_of_calls: 4,
      status: 'available',
      clients: [
        { id: 1, calls: 2 },
        { id: 2, calls: 1 },
        { id: 3, calls: 1 },
      ],
    });
    expect(exported.number_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(exported.archive_url).toBe(
      `http://localhost:8080/services/phonelines/gdpr-requests/${exported.id}/archive`,
    );
    const ttl = Date.parse(exported.archive_expires_at ?? '') - Date.parse(exported.requested_at);
    expect(ttl).toBe(24 * 3600 * 1000);
    noLeak(JSON.stringify(exported));

    const answer = await download(exported, admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="gdpr-export-${exported.id}.zip"`,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-total-count']).toBe('4');
    const { files, archived, csvIds, csv } = readArchive(answer.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      'README.txt',
      'calls.csv',
      'calls.jsonl',
      'request.json',
    ]);
    expect(archived.map((c) => c.id).sort()).toEqual([C1A, C1B, C2, C3].sort());
    expect(csvIds.sort()).toEqual([C1A, C1B, C2, C3].sort());
    expect(csv.split('\r\n')[0]).toMatch(/^call_id,start_time,client,campaign,/);
    const first = archived.find((c) => c.id === C1A) as Record<string, unknown>;
    expect(first).toMatchObject({
      client: { id: 1, name: 'Élan Télécom' },
      campaign: { id: 1, name: 'Service client' },
      start_time: '2025-03-01T09:00:00.000Z',
      duration: 42,
      language: 'fr',
      status: 'qualified',
      metadata: { caller_number: '+33 6 12 34 56 78', agent: 'Julie Martin' },
      transcript: [
        { speaker: 'in', text: `bonjour ${WORD} ma facture` },
        { speaker: 'out', text: 'je regarde votre dossier' },
      ],
      detected_tags: [
        { id: 1, label: expect.any(String), matches: [{ turn: 0, start: 0, end: 7 }] },
      ],
      annotations: [
        {
          label: { id: labelId, name: 'RGPD test' },
          polarity: 'positive',
          span: { turn: 0, start: 8, end: 8 + WORD.length },
        },
      ],
    });
    expect(csv).toContain(`bonjour ${WORD} ma facture`);
    const described = JSON.parse(files.get('request.json') ?? '{}');
    expect(described).toMatchObject({
      request: { id: exported.id, reference: 'DPO-2025-001', number_hash: exported.number_hash },
      number_of_calls: 4,
    });
    noLeak(files.get('request.json') ?? '');

    // The client user's own export holds its clients' calls only; the administrator's export is
    // not its to see nor download.
    const own = await carryOut(clientGdpr, 'export', 'DPO-CLIENT-1');
    expect(own).toMatchObject({
      number_of_calls: 2,
      requested_by: 'client',
      clients: [{ id: 1, calls: 2 }],
    });
    expect(own.number_hash).toBe(exported.number_hash);
    const ownArchive = readArchive((await download(own, clientGdpr)).rawPayload);
    expect(ownArchive.archived.map((c) => c.id).sort()).toEqual([C1A, C1B].sort());
    expect((await download(exported, clientGdpr)).statusCode).toBe(404);
    expect((await call('GET', `${requests}/${exported.id}`, clientGdpr)).statusCode).toBe(404);
    expect((await call('GET', `${requests}/${own.id}`, admin)).json()).toEqual(own);
    expect((await download(own, admin)).statusCode).toBe(200);

    // Past its 24 hours, the archive is gone.
    await platform.database.db.execute(
      sql`UPDATE gdpr_requests SET archive_expires_at = now() - interval '1 second' WHERE id = ${own.id}`,
    );
    const expired = await download(own, clientGdpr);
    expect(expired.statusCode).toBe(410);
    expect(Object.keys(expired.json()).sort()).toEqual(['errors', 'message']);
    expect((await call('GET', `${requests}/${own.id}`, clientGdpr)).json().status).toBe('expired');
    expect((await call('GET', `${requests}/999999/archive`, admin)).statusCode).toBe(404);
  });

  it('erases a client user’s calls of the number and what derives from them, not other clients’', async () => {
    expect(await searched()).toEqual([...CALLS.map((c) => c.id)].sort());
    const erased = await carryOut(clientGdpr, 'erasure', 'DPO-CLIENT-2');
    expect(erased).toMatchObject({
      type: 'erasure',
      status: 'completed',
      number_of_calls: 2,
      requested_by: 'client',
      clients: [{ id: 1, name: 'Élan Télécom', calls: 2 }],
      first_call_at: '2025-03-01T09:00:00.000Z',
      last_call_at: '2025-03-05T10:00:00.000Z',
      archive_url: null,
      archive_expires_at: null,
    });
    noLeak(JSON.stringify(erased));
    expect(await callsOfNumber([1])).toBe(0);
    expect(await callsOfNumber([2, 3])).toBe(2);
    expect(await remaining([C1A, C1B])).toBe(0);
    expect(await annotationsOf([C1A, C1B])).toBe(0);
    expect(await eventsOf([C1A, C1B])).toBe(0);
    expect(await auditOf([C1A, C1B])).toBe(0);
    // Other clients' calls and the neighbour's keep theirs.
    expect(await annotationsOf([C2, C3, OTHER])).toBe(3);
    expect(await eventsOf([C2, C3, OTHER])).toBe(3);
    expect(await auditOf([C2, C3, OTHER])).toBe(3);
    expect(await searched()).toEqual([C2, C3, OTHER].sort());
    // Call details and the analytics counts know none of them either.
    for (const id of [C1A, C1B]) {
      expect((await call('GET', `/services/search/api/v1/calls/${id}`, admin)).statusCode).toBe(
        404,
      );
    }
    const counted = await call('POST', `${search}aggregations`, admin, {
      lang: 'fr',
      dimension: 'client',
      metadata: { include: { caller_number: SPELLINGS } },
    });
    expect(counted.statusCode, counted.body).toBe(200);
    const { totals, buckets } = counted.json() as {
      totals: { calls: number };
      buckets: { key: string }[];
    };
    expect(totals.calls).toBe(await callsOfNumber([1, 2, 3, 4]));
    expect(buckets.map(({ key }) => String(key))).not.toContain('1');
    // Found nothing again: previewed 0, recorded with 0.
    expect((await preview(clientGdpr)).number_of_calls).toBe(0);
    const again = await carryOut(clientGdpr, 'erasure', 'DPO-CLIENT-3');
    expect(again).toMatchObject({ number_of_calls: 0, clients: [], first_call_at: null });
    // The archive of an erasure: none.
    expect((await download(erased, clientGdpr)).statusCode).toBe(404);
  });

  it('erases every client’s calls for an administrator; an export shows what is left', async () => {
    const before = await carryOut(admin, 'export', 'DPO-2025-002');
    expect(before.number_of_calls).toBe(2);
    const erased = await carryOut(admin, 'erasure', 'DPO-2025-003');
    expect(erased).toMatchObject({
      number_of_calls: 2,
      clients: [
        { id: 2, calls: 1 },
        { id: 3, calls: 1 },
      ],
    });
    expect(await callsOfNumber([1, 2, 3, 4])).toBe(0);
    expect(await remaining([C2, C3])).toBe(0);
    expect(await annotationsOf([C2, C3])).toBe(0);
    expect(await eventsOf([C2, C3])).toBe(0);
    expect(await auditOf([C2, C3])).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM ${callEvents} WHERE call_id = ${OTHER}`)).toBe(
      1,
    );
    expect(await searched()).toEqual([OTHER]);
    expect((await preview(admin)).number_of_calls).toBe(0);
    expect((await preview(admin, NEIGHBOUR)).number_of_calls).toBe(1);
    // The archive is built on download: the erased calls are in no archive any more.
    const archive = await download(before, admin);
    expect(archive.headers['x-total-count']).toBe('0');
    expect(readArchive(archive.rawPayload).archived).toEqual([]);
  });
});

describe('the history of GDPR requests', () => {
  it('lists the requests newest first with the paging headers, never the number', async () => {
    const answer = await call('GET', `${requests}?range=${encodeURIComponent('[0,99]')}`, admin);
    expect(answer.statusCode).toBe(200);
    const history = answer.json() as GdprRequest[];
    expect(history.map((r) => r.reference)).toEqual([
      'DPO-2025-003',
      'DPO-2025-002',
      'DPO-CLIENT-3',
      'DPO-CLIENT-2',
      'DPO-CLIENT-1',
      'DPO-2025-001',
    ]);
    expect(answer.headers['content-range']).toBe('gdpr-requests 0-5/6');
    expect(answer.headers['x-total-count']).toBe('6');
    expect(Object.keys(history[0]).sort()).toEqual(
      [
        'archive_expires_at',
        'archive_url',
        'clients',
        'first_call_at',
        'id',
        'last_call_at',
        'number_hash',
        'number_of_calls',
        'reference',
        'requested_at',
        'requested_by',
        'status',
        'type',
      ].sort(),
    );
    noLeak(answer.body);
    // The hash is the salted SHA-256 of the number, with the salt the platform keeps.
    const [{ value: salt }] = (
      (await platform.database.db.execute(
        sql`SELECT value FROM platform_secrets WHERE name = 'gdpr_number_salt'`,
      )) as unknown as { rows: { value: string }[] }
    ).rows;
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    const hash = createHash('sha256').update(`${salt}:${NUMBER}`).digest('hex');
    expect(new Set(history.map((r) => r.number_hash))).toEqual(new Set([hash]));
    // Nothing stored holds the number in clear: the requests, the audit trail.
    for (const table of ['gdpr_requests', 'audit_events'])
      expect(
        await count(
          sql`SELECT count(*) AS n FROM ${sql.identifier(table)} t WHERE t::text LIKE '%612345678%' OR t::text LIKE '%12 34 56 78%'`,
        ),
        table,
      ).toBe(0);
  });

  it('filters by number (its hash), type, status and reference, and sorts', async () => {
    const list = async (params: Record<string, unknown>, token = admin) => {
      const query = Object.entries(params)
        .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
        .join('&');
      const answer = await call('GET', `${requests}?${query}`, token);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as GdprRequest[]).map((r) => r.reference);
    };
    expect(await list({ filter: { number: NUMBER } })).toHaveLength(6);
    expect(await list({ filter: { number: NEIGHBOUR } })).toEqual([]);
    expect(await list({ filter: { type: 'export' }, sort: ['id', 'ASC'] })).toEqual([
      'DPO-2025-001',
      'DPO-CLIENT-1',
      'DPO-2025-002',
    ]);
    expect(await list({ filter: { status: 'expired' } })).toEqual(['DPO-CLIENT-1']);
    expect(await list({ filter: { status: 'available' } })).toEqual([
      'DPO-2025-002',
      'DPO-2025-001',
    ]);
    expect(await list({ filter: { status: 'completed', q: 'client' } })).toEqual([
      'DPO-CLIENT-3',
      'DPO-CLIENT-2',
    ]);
    expect(await list({ sort: ['number_of_calls', 'DESC'], range: [0, 0] })).toEqual([
      'DPO-2025-001',
    ]);
    // A client user sees the requests made within its clients only.
    expect(await list({}, clientGdpr)).toEqual(['DPO-CLIENT-3', 'DPO-CLIENT-2', 'DPO-CLIENT-1']);
    const bad = await call(
      'GET',
      `${requests}?filter=${encodeURIComponent('{"number":"0612"}')}`,
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['filter.number']);
  });

  it('is in the audit trail: who, reference, count and hash, not the number', async () => {
    const [latest] = (await call('GET', requests, admin)).json() as GdprRequest[];
    const trail = await call(
      'GET',
      `${api}/history?path=${encodeURIComponent(`gdpr-requests/${latest.id}`)}`,
      admin,
    );
    const [entry] = trail.json().data;
    expect(entry).toMatchObject({
      action: 'create',
      actor: { name: 'admin' },
      before: null,
      after: {
        id: latest.id,
        type: 'erasure',
        reference: 'DPO-2025-003',
        number_of_calls: 2,
        number_hash: latest.number_hash,
      },
    });
    noLeak(trail.body);
  });

  it('gives a user of no client no call to reach and no other request to see', async () => {
    const nobody = await signTestToken('nobody', { roles: ['app.phonelines.gdpr'], groups: [] });
    expect((await preview(admin, NEIGHBOUR)).number_of_calls).toBe(1);
    expect((await preview(nobody, NEIGHBOUR)).number_of_calls).toBe(0);
    const answer = await call('POST', requests, nobody, {
      number: NEIGHBOUR,
      type: 'erasure',
      reference: 'NOBODY-1',
      confirm: true,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ number_of_calls: 0, requested_by: 'nobody' });
    expect(await remaining([OTHER])).toBe(1);
    const seen = (await call('GET', requests, nobody)).json() as GdprRequest[];
    expect(seen.map((r) => r.reference)).toEqual(['NOBODY-1']);
  });
});
