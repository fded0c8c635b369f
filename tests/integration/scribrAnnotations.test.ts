import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixedCalls, type FixedTag } from './support/fixedCalls';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 12, "Annotations": administrators apply classification labels to calls, positive or
// negative; a label linked to a Moriarty tag measures that tag's precision and recall on the
// annotated calls, and exports its annotations as training data. Five known calls
// (support/fixedCalls.ts): tag A is detected on c1 and c2 only.
const api = '/services/search/api/v1';
const labels = `${api}/classification-labels`;
const [c1, c2, c3, c4, c5] = [
  '101-20250106.1', // A, "je voudrais résilier mon abonnement"
  '101-20250106.2', // A, B
  '103-20250105.1', // —, en, "hello is anybody there"
  '201-20250107.1', // B
  '201-20250210.1', // —
];

type User = 'admin' | 'client' | 'guest';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let platform: TestPlatform;
let tags: { A: FixedTag; B: FixedTag };
beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 0 });
  tags = await insertFixedCalls(platform.database.db);
});
afterAll(() => platform?.close());

const send = (method: Method, url: string, as?: User, payload?: object) =>
  platform.request({ method, url, ...(as && { as }), ...(payload && { payload }) });
const ok = async (method: Method, url: string, payload?: object) => {
  const response = await send(method, url, 'admin', payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
};
const history = async (path: string) =>
  (await send('GET', `${api}/history?path=${encodeURIComponent(path)}`, 'admin')).json().data as {
    action: string;
    actor: { name: string };
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
const annotate = (label: number, call: string, payload: object) =>
  ok('PUT', `${labels}/${label}/annotations/${call}`, payload);
const quality = async (label: number) => (await ok('GET', `${labels}/${label}/quality`)).json();

let judge: number; // "Cancellation", judging tag A
let polite: number; // no tag

describe('labels', () => {
  it('are created by administrators, with their tag, and audited', async () => {
    const created = await send('POST', labels, 'admin', {
      name: 'Cancellation',
      description: 'The customer wants to cancel',
      colour: '#FF8800',
      lang: 'fr-FR',
      tag_id: tags.A.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const label = created.json();
    expect(label).toMatchObject({
      name: 'Cancellation',
      colour: '#ff8800',
      lang: 'fr',
      tag_id: tags.A.id,
      annotated_calls: 0,
      positive: 0,
      negative: 0,
    });
    judge = label.id;
    const [entry] = await history(`classification-labels/${judge}`);
    expect(entry).toMatchObject({ action: 'create', actor: { name: 'admin' }, after: label });

    const other = await ok('POST', labels, { name: 'Polite', colour: '#00aa00', lang: 'fr' });
    expect(other.json()).toMatchObject({ description: '', tag_id: null });
    polite = other.json().id;
  });

  it('are changed and deleted by administrators, audited', async () => {
    const { id } = (
      await ok('POST', labels, { name: 'Temp', colour: '#000000', lang: 'en' })
    ).json();
    const changed = await ok('PUT', `${labels}/${id}`, { name: 'Renamed', tag_id: tags.B.id });
    expect(changed.json()).toMatchObject({ id, name: 'Renamed', tag_id: tags.B.id, lang: 'en' });
    const deleted = await ok('DELETE', `${labels}/${id}`);
    expect(deleted.json()).toEqual(changed.json());
    expect((await send('GET', `${labels}/${id}`, 'admin')).statusCode).toBe(404);
    const trail = await history(`classification-labels/${id}`);
    expect(trail.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(trail[1]).toMatchObject({ before: { name: 'Temp' }, after: { name: 'Renamed' } });
    expect(trail[0]).toMatchObject({ before: { name: 'Renamed' }, after: null });
  });

  it.each([
    [{ name: 'X', colour: 'red', lang: 'fr' }, 'colour', 'Must be a colour in the form #rrggbb'],
    [{ name: ' ', colour: '#123456', lang: 'fr' }, 'name', 'Required'],
    [{ colour: '#123456', lang: 'fr' }, 'name', 'Required'],
    [{ name: 'X', colour: '#123456', lang: 'french' }, 'lang', undefined],
    [{ name: 'X', colour: '#123456', lang: 'fr', tag_id: 0 }, 'tag_id', undefined],
    [{ name: 'X', colour: '#123456', lang: 'fr', tag_id: 999999 }, 'tag_id', 'Unknown tag: 999999'],
    [{ name: 'X', colour: '#123456', lang: 'fr', owner: 1 }, 'owner', 'Unknown field'],
    [{ name: 'x'.repeat(101), colour: '#123456', lang: 'fr' }, 'name', 'At most 100 characters'],
  ])('refuse %j: 400 on %s', async (payload, field, message) => {
    const response = await send('POST', labels, 'admin', payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['errors', 'message']);
    expect(Object.keys(body.errors)).toEqual([field]);
    if (message) expect(body.errors[field]).toEqual([message]);
  });

  it('refuse an unknown tag on update and change nothing', async () => {
    const before = (await ok('GET', `${labels}/${polite}`)).json();
    const response = await send('PUT', `${labels}/${polite}`, 'admin', { tag_id: 999999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ tag_id: ['Unknown tag: 999999'] });
    expect((await ok('GET', `${labels}/${polite}`)).json()).toEqual(before);
    expect((await send('PUT', `${labels}/999999`, 'admin', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('annotations', () => {
  it('apply a label to calls, positive or negative, on a span or the whole call', async () => {
    const first = await annotate(judge, c1, {
      polarity: 'positive',
      span: { turn: 0, start: 12, end: 20 }, // "résilier"
    });
    expect(first.json()).toMatchObject({
      id: c1,
      label_id: judge,
      call_id: c1,
      polarity: 'positive',
      span: { turn: 0, start: 12, end: 20 },
      annotator: { name: 'admin' },
      call: { start_time: '2025-01-06T09:00:00.000Z', lang: 'fr', duration: 60 },
      tag_detected: true,
    });
    await annotate(judge, c2, { polarity: 'negative' });
    await annotate(judge, c3, { polarity: 'positive', span: { turn: 0, start: 0, end: 5 } });
    await annotate(judge, c4, { polarity: 'negative' });
    await annotate(judge, c5, { polarity: 'positive' });
    await annotate(polite, c1, { polarity: 'negative' });

    const listed = await ok('GET', `${labels}?sort=${encodeURIComponent('["name","ASC"]')}`);
    type Counted = { name: string; annotated_calls: number; positive: number; negative: number };
    const counts = (listed.json() as Counted[])
      .filter(({ name }) => ['Cancellation', 'Polite'].includes(name))
      .map((label) => [label.name, label.annotated_calls, label.positive, label.negative]);
    expect(counts).toEqual([
      ['Cancellation', 5, 3, 2],
      ['Polite', 1, 0, 1],
    ]);
    expect(listed.headers['content-range']).toMatch(/^classification-labels 0-\d+\/\d+$/);
  });

  it('list a label’s annotated calls, paged and filtered', async () => {
    const page = await ok(
      'GET',
      `${labels}/${judge}/annotations?sort=${encodeURIComponent('["call_id","ASC"]')}&range=${encodeURIComponent('[1,2]')}`,
    );
    expect(page.headers['content-range']).toBe(`classification-labels/${judge}/annotations 1-2/5`);
    expect(
      page.json().map((row: { id: string; polarity: string }) => [row.id, row.polarity]),
    ).toEqual([
      [c2, 'negative'],
      [c3, 'positive'],
    ]);
    const positives = await ok(
      'GET',
      `${labels}/${judge}/annotations?filter=${encodeURIComponent('{"polarity":"positive","tag_detected":false}')}&sort=${encodeURIComponent('["call_id","ASC"]')}`,
    );
    expect(positives.json().map((row: { id: string }) => row.id)).toEqual([c3, c5]);
    const one = (await ok('GET', `${labels}/${judge}/annotations/${c4}`)).json();
    expect(one).toMatchObject({ id: c4, polarity: 'negative', span: null, tag_detected: false });
  });

  it('list a call’s annotations, one per label', async () => {
    const response = await ok('GET', `${api}/calls/${c1}/annotations`);
    const rows = response.json() as { id: number; polarity: string; label: { name: string } }[];
    expect(rows.map((row) => [row.id, row.label.name, row.polarity])).toEqual([
      [judge, 'Cancellation', 'positive'],
      [polite, 'Polite', 'negative'],
    ]);
    expect((await send('GET', `${api}/calls/999-1.1/annotations`, 'admin')).statusCode).toBe(404);
  });

  it.each([
    [{ polarity: 'maybe' }, 'polarity', 'Must be positive or negative'],
    [{}, 'polarity', 'Must be positive or negative'],
    [
      { polarity: 'positive', span: { turn: 0, start: 5, end: 5 } },
      'span.end',
      'Must be greater than the start',
    ],
    [
      { polarity: 'positive', span: { turn: 1, start: 0, end: 2 } },
      'span.turn',
      'Must be below the number of transcript turns: 1',
    ],
    [
      { polarity: 'positive', span: { turn: 0, start: 0, end: 36 } },
      'span.end',
      'Must be at most the length of the turn: 35 characters',
    ],
    [{ polarity: 'positive', span: { turn: -1, start: 0, end: 2 } }, 'span.turn', undefined],
    [
      { polarity: 'positive', span: { turn: 0, start: 0 } },
      'span.end',
      'Must be a whole number from 0 to 10000000',
    ],
    [{ polarity: 'positive', weight: 2 }, 'weight', 'Unknown field'],
  ])('refuse %j: 400 on %s, nothing changed', async (payload, field, message) => {
    const before = (await ok('GET', `${labels}/${judge}/annotations/${c1}`)).json();
    const response = await send('PUT', `${labels}/${judge}/annotations/${c1}`, 'admin', payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['errors', 'message']);
    expect(Object.keys(body.errors)).toEqual([field]);
    if (message) expect(body.errors[field]).toEqual([message]);
    expect((await ok('GET', `${labels}/${judge}/annotations/${c1}`)).json()).toEqual(before);
  });

  it('answer 404 for an unknown label or call, 400 for a malformed id', async () => {
    const put = (label: number | string, call: string) =>
      send('PUT', `${labels}/${label}/annotations/${call}`, 'admin', { polarity: 'positive' });
    expect((await put(999999, c1)).statusCode).toBe(404);
    expect((await put(judge, '999-20250101.1')).statusCode).toBe(404);
    expect((await put(judge, 'not-a-call')).statusCode).toBe(400);
    expect((await put('x', c1)).statusCode).toBe(400);
    expect((await send('GET', `${labels}/999999/annotations`, 'admin')).statusCode).toBe(404);
    const badSort = `${labels}/${judge}/annotations?sort=${encodeURIComponent('["polarity","ASC"]')}`;
    const refused = await send('GET', badSort, 'admin');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['sort.0']);
  });
});

describe('the quality of the label’s tag', () => {
  it('counts each annotated call once: precision 1/2, recall 1/3', async () => {
    expect(await quality(judge)).toEqual({
      label_id: judge,
      tag_id: tags.A.id,
      annotated_calls: 5,
      true_positives: 1, // c1
      false_positives: 1, // c2
      false_negatives: 2, // c3, c5
      true_negatives: 1, // c4
      precision: 0.5,
      recall: 1 / 3,
      review: { detected_but_negative: [c2], positive_not_detected: [c3, c5], truncated: false },
    });
  });

  it('follows a changed and a removed annotation, audited', async () => {
    const path = `classification-labels/${judge}/annotations/${c5}`;
    const before = (await ok('GET', `${labels}/${judge}/annotations/${c5}`)).json();
    const changed = (await annotate(judge, c5, { polarity: 'negative' })).json();
    await ok('DELETE', `${labels}/${judge}/annotations/${c4}`);
    expect(await quality(judge)).toMatchObject({
      annotated_calls: 4,
      true_positives: 1,
      false_positives: 1,
      false_negatives: 1,
      true_negatives: 1,
      precision: 0.5,
      recall: 0.5,
      review: { detected_but_negative: [c2], positive_not_detected: [c3] },
    });
    const trail = await history(path);
    expect(trail.map((entry) => entry.action)).toEqual(['update', 'update']);
    expect(trail[0]).toMatchObject({ actor: { name: 'admin' }, before, after: changed });
    expect(trail[1]).toMatchObject({ before: null, after: { polarity: 'positive' } });
    const [removed] = await history(`classification-labels/${judge}/annotations/${c4}`);
    expect(removed).toMatchObject({
      action: 'delete',
      before: { polarity: 'negative' },
      after: null,
    });
    // Put back as it was for the exports.
    await annotate(judge, c4, { polarity: 'negative' });
    await annotate(judge, c5, { polarity: 'positive' });
  });

  it('answers null ratios without denominators, 409 for a label without a tag', async () => {
    const { id } = (
      await ok('POST', labels, { name: 'Empty', colour: '#111111', lang: 'fr', tag_id: tags.B.id })
    ).json();
    expect(await quality(id)).toMatchObject({ annotated_calls: 0, precision: null, recall: null });
    const refused = await send('GET', `${labels}/${polite}/quality`, 'admin');
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().errors)).toEqual(['tag_id']);
    expect((await send('GET', `${labels}/999999/quality`, 'admin')).statusCode).toBe(404);
  });
});

describe('training-data exports', () => {
  it('stream CSV: one example per call, the span’s text or the whole transcript', async () => {
    const response = await ok('GET', `${labels}/${judge}/export?format=csv`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['x-total-count']).toBe('5');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="classification-label-${judge}.csv"`,
    );
    expect(response.body.split('\r\n')).toEqual([
      'call_id,label,polarity,language,span_turn,span_start,span_end,speaker,start_ms,end_ms,text',
      `${c1},Cancellation,positive,fr,0,12,20,in,0,2000,résilier`,
      `${c2},Cancellation,negative,fr,,,,,,,ma facture est trop élevée`,
      `${c3},Cancellation,positive,en,0,0,5,in,0,2000,hello`,
      `${c4},Cancellation,negative,fr,,,,,,,mon colis est arrivé abîmé`,
      `${c5},Cancellation,positive,fr,,,,,,,bonjour je rappelle pour ma commande`,
      '',
    ]);
  });

  it('stream JSON Lines with the same examples', async () => {
    const response = await ok('GET', `${labels}/${judge}/export?format=jsonl`);
    expect(response.headers['content-type']).toBe('application/jsonl; charset=utf-8');
    const lines = response.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    const span = (start: number, end: number) => ({
      turn: 0,
      start,
      end,
      speaker: 'in',
      start_ms: 0,
      end_ms: 2000,
    });
    const base = { label: 'Cancellation' };
    expect(lines).toEqual([
      {
        call_id: c1,
        ...base,
        polarity: 'positive',
        language: 'fr',
        span: span(12, 20),
        text: 'résilier',
      },
      {
        call_id: c2,
        ...base,
        polarity: 'negative',
        language: 'fr',
        span: null,
        text: 'ma facture est trop élevée',
      },
      {
        call_id: c3,
        ...base,
        polarity: 'positive',
        language: 'en',
        span: span(0, 5),
        text: 'hello',
      },
      {
        call_id: c4,
        ...base,
        polarity: 'negative',
        language: 'fr',
        span: null,
        text: 'mon colis est arrivé abîmé',
      },
      {
        call_id: c5,
        ...base,
        polarity: 'positive',
        language: 'fr',
        span: null,
        text: 'bonjour je rappelle pour ma commande',
      },
    ]);
  });

  it('refuses another format', async () => {
    const response = await send('GET', `${labels}/${judge}/export?format=xml`, 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ format: ['Must be csv or jsonl'] });
  });
});

describe('access', () => {
  it('is the administrators’ alone: 403 to client and guest, 401 without a token', async () => {
    const routes: [Method, string, object?][] = [
      ['GET', labels],
      ['POST', labels, { name: 'X', colour: '#123456', lang: 'fr' }],
      ['GET', `${labels}/${judge}`],
      ['PUT', `${labels}/${judge}`, { name: 'X' }],
      ['DELETE', `${labels}/${judge}`],
      ['GET', `${labels}/${judge}/quality`],
      ['GET', `${labels}/${judge}/export?format=csv`],
      ['GET', `${labels}/${judge}/annotations`],
      ['GET', `${labels}/${judge}/annotations/${c1}`],
      ['PUT', `${labels}/${judge}/annotations/${c1}`, { polarity: 'negative' }],
      ['DELETE', `${labels}/${judge}/annotations/${c1}`],
      ['GET', `${api}/calls/${c1}/annotations`],
    ];
    const documented = Object.keys(
      (await send('GET', `${api}/openapi.json`)).json().paths as object,
    ).filter((path) => /classification-labels|annotations/.test(path));
    expect(documented.length).toBe(7);
    for (const [method, url, payload] of routes) {
      expect((await send(method, url, 'client', payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, 'guest', payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(
        401,
      );
    }
    // Nothing changed: the label and its annotation are as they were.
    expect((await ok('GET', `${labels}/${judge}`)).json()).toMatchObject({
      name: 'Cancellation',
      annotated_calls: 5,
    });
    expect((await ok('GET', `${labels}/${judge}/annotations/${c1}`)).json().polarity).toBe(
      'positive',
    );
  });
});
