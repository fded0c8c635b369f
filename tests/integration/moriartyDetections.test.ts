import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallRow } from '../../server/db/schema';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Detections feed the calls: `calls.detected_tags` holds what the engine detects, seeded with the
// demo tags, recomputed in the background after a clue or a tag is saved, and seen by the search
// service's tag filter.
const moriarty = '/services/moriarty/api';
const search = '/services/search/api/v1/search/transcription-v2/';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 400 });
});
afterAll(() => platform.close());

const readCalls = (): Promise<CallRow[]> =>
  platform.database.db.select().from(calls).orderBy(calls.id);
const withTag = (rows: CallRow[], id: number) =>
  rows.filter((call) => call.detectedTags.some((tag) => tag.id === id));
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface Named {
  id: number;
  label: string;
}
const named = async (kind: 'clues' | 'tags', label: string): Promise<number> =>
  (await platform.request({ url: `${moriarty}/${kind}`, as: 'admin' }))
    .json()
    .find((record: Named) => record.label === label).id;

/** What the preview says a tag query matches among every call of the language (as admin). */
const previewTag = async (lang: string, query: object) =>
  (
    await platform.request({
      method: 'POST',
      url: `${moriarty}/preview/tag`,
      as: 'admin',
      payload: { lang, query, limit: 20 },
    })
  ).json();

/** Polls until the check passes (detections are recomputed in the background), at most 20 s. */
async function eventually(check: (rows: CallRow[]) => boolean): Promise<CallRow[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await readCalls();
    if (check(rows)) return rows;
    if (Date.now() > deadline) throw new Error('detections were not recomputed within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('seeded detections', () => {
  it('every call carries the tags the engine detects, as the preview finds them', async () => {
    const rows = await readCalls();
    const tags = (await platform.request({ url: `${moriarty}/tags`, as: 'admin' })).json();
    let detected = 0;
    for (const tag of tags) {
      const carrying = withTag(rows, tag.id);
      expect(carrying.every((call) => call.lang === tag.lang)).toBe(true);
      const preview = await previewTag(tag.lang, tag.query);
      expect(preview.evaluated).toBe(rows.filter((call) => call.lang === tag.lang).length);
      expect(carrying.length).toBe(preview.matched);
      const latest = [...carrying]
        .sort((a, b) => b.startTime.getTime() - a.startTime.getTime() || (a.id < b.id ? 1 : -1))
        .slice(0, 20);
      expect(preview.calls.map((call: { id: string }) => call.id)).toEqual(
        latest.map(({ id }) => id),
      );
      detected += carrying.length;
    }
    expect(detected).toBeGreaterThan(0);
    const risk = await named('tags', 'Risque de départ');
    expect(withTag(rows, risk).length).toBeGreaterThan(0);
  });

  it('stores where it matched: turn and character offsets of the clue words', async () => {
    const risk = await named('tags', 'Risque de départ');
    const words =
      /^(resilier|resiliation|mettre fin|concurrent\w*|moins cher|trop cher|vraiment cher|hausse|augmente)$/;
    for (const call of withTag(await readCalls(), risk)) {
      const { matches } = call.detectedTags.find((tag) => tag.id === risk) ?? { matches: [] };
      expect(matches.length).toBeGreaterThanOrEqual(2); // a résiliation word and a reason
      for (const { turn, start, end } of matches) {
        expect(call.transcript[turn].speaker).toBe('in');
        expect(fold(call.transcript[turn].text.slice(start, end))).toMatch(words);
      }
    }
  });
});

describe('the search service sees the detections', () => {
  const total = async (tags: object) =>
    (
      await platform.request({
        method: 'POST',
        url: search,
        as: 'admin',
        payload: { tags, size: 0 },
      })
    ).json()._total;

  it('tags include, include with or, exclude', async () => {
    const rows = await readCalls();
    const risk = await named('tags', 'Risque de départ');
    const unhappy = await named('tags', 'Insatisfaction');
    expect(await total({ include: [risk] })).toBe(withTag(rows, risk).length);
    expect(await total({ include: [risk, unhappy] })).toBe(
      withTag(withTag(rows, risk), unhappy).length,
    );
    const either = new Set([...withTag(rows, risk), ...withTag(rows, unhappy)]);
    expect(await total({ include: [risk, unhappy], filter: 'or' })).toBe(either.size);
    expect(await total({ exclude: [unhappy] })).toBe(rows.length - withTag(rows, unhappy).length);
    const page = await platform.request({
      method: 'POST',
      url: search,
      as: 'admin',
      payload: { tags: { include: [unhappy] }, size: 5 },
    });
    for (const hit of page.json().data)
      expect(hit.tags.map((tag: { id: number }) => tag.id)).toContain(unhappy);
  });
});

describe('recomputed in the background after a save', () => {
  it('a clue save updates the tags using it; saving it back restores them', async () => {
    const resiliation = await named('clues', 'Résiliation');
    const risk = await named('tags', 'Risque de départ');
    const noOffer = await named('tags', 'Départ sans contre-offre');
    const before = await readCalls();
    const riskCount = withTag(before, risk).length;
    const noOfferCount = withTag(before, noOffer).length;
    expect(riskCount).toBeGreaterThan(0);

    const original = (
      await platform.request({ url: `${moriarty}/clues/${resiliation}`, as: 'admin' })
    ).json();
    const changed = await platform.request({
      method: 'PATCH',
      url: `${moriarty}/clues/${resiliation}`,
      as: 'admin',
      payload: { query: 'xyzzy' },
    });
    expect(changed.statusCode).toBe(200);
    await eventually(
      (rows) => withTag(rows, risk).length === 0 && withTag(rows, noOffer).length === 0,
    );

    await platform.request({
      method: 'PATCH',
      url: `${moriarty}/clues/${resiliation}`,
      as: 'admin',
      payload: { query: original.query },
    });
    const after = await eventually((rows) => withTag(rows, risk).length === riskCount);
    expect(withTag(after, noOffer).length).toBe(noOfferCount);
    expect(after.map((call) => call.detectedTags)).toEqual(before.map((call) => call.detectedTags));
  });

  it('a new tag is detected; emptying its query removes it', async () => {
    const complaint = await named('clues', 'Complaint');
    const created = await platform.request({
      method: 'POST',
      url: `${moriarty}/tags`,
      as: 'admin',
      payload: { label: 'Complaints', lang: 'en', query: { or: [complaint] } },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const { matched } = await previewTag('en', { or: [complaint] });
    expect(matched).toBeGreaterThan(0);
    const rows = await eventually((current) => withTag(current, id).length === matched);
    expect(withTag(rows, id).every((call) => call.lang === 'en')).toBe(true);

    await platform.request({
      method: 'PATCH',
      url: `${moriarty}/tags/${id}`,
      as: 'admin',
      payload: { query: { and: [] } },
    });
    await eventually((current) => withTag(current, id).length === 0);
  });
});

describe('stopping', () => {
  it('closing the platform right after a save drops the pending recomputation cleanly', async () => {
    const other = await startTestPlatform();
    const clues = (await other.request({ url: `${moriarty}/clues`, as: 'admin' })).json();
    const saved = await other.request({
      method: 'PATCH',
      url: `${moriarty}/clues/${clues[0].id}`,
      as: 'admin',
      payload: { query: 'bonjour' },
    });
    expect(saved.statusCode).toBe(200);
    const started = Date.now();
    await other.close(); // the database closes too: a late recomputation would fail loudly
    expect(Date.now() - started).toBeLessThan(5000);
    await new Promise((resolve) => setTimeout(resolve, 600)); // past the debounce delay
  });
});
