import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db';
import type { TranscriptTurn } from '../../server/db/schema';
import { seedCalls } from '../../server/seed/calls';
import {
  callSearchVector,
  learnTextVectors,
  TEXT_VECTORS_SQL,
  textKey,
  type TextVector,
} from '../../server/seed/calls/searchVectors';
import { openTestDatabase } from './support/testDatabase';

// The seed writes each call's search vector itself, from one to_tsvector per distinct turn text
// (issue 10: the 100 000-call seed in under 30 s); the database's function
// call_search_vector(lang, transcript) — what its trigger writes for every other insert and
// update — must give exactly the same vector.
const now = new Date('2026-03-18T15:00:00Z');

/** The rows of a raw query (drizzle types them per driver; both drivers answer `rows`). */
const rowsOf = async <Row>(database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Rows whose stored vector differs from the database's own. */
const differing = async (database: Database) =>
  await rowsOf<{ id: string }>(
    database,
    sql`SELECT id FROM calls WHERE search_vector IS DISTINCT FROM call_search_vector(lang, transcript)`,
  );

const total = async (database: Database) =>
  Number((await rowsOf<{ n: string }>(database, sql`SELECT count(*) AS n FROM calls`))[0].n);

describe.each([
  { path: 'rendered on the main thread', size: 1500, workers: 0, cachedTexts: undefined },
  { path: 'rendered by a worker thread', size: 1500, workers: 1, cachedTexts: undefined },
  // Small caches, emptied again and again while two workers ask at once for their chunks of
  // 2000 calls (as in a million-call seed).
  { path: 'rendered by two workers, small caches', size: 4000, workers: 2, cachedTexts: 300 },
])('seeded search vectors, $path', ({ size, workers, cachedTexts }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('equal call_search_vector(lang, transcript) for every call', async () => {
    await seedCalls(database, { size, now, workers, cachedTexts });
    expect(await total(database)).toBe(size);
    expect(await differing(database)).toEqual([]);
    // 3 s alone; CI’s PostgreSQL run is niced behind the end-to-end tests, where the two workers
    // once took over 30 s.
  }, 120_000);

  it('leaves every page that holds calls all-visible, so counts read indexes only', async () => {
    // COPY FREEZE marks the pages it fills — not when a BEFORE INSERT trigger makes it insert row
    // by row: the seed drops the calls' triggers while it loads (on PostgreSQL a vacuum follows).
    const [pages] = await rowsOf<{ holding: number; visible: number }>(
      database,
      sql`SELECT (SELECT count(DISTINCT (ctid::text::point)[0]) FROM calls) AS holding,
        relallvisible AS visible FROM pg_class WHERE oid = 'calls'::regclass`,
    );
    expect(Number(pages.holding)).toBeGreaterThan(0);
    expect(Number(pages.visible)).toBeGreaterThanOrEqual(Number(pages.holding));
  });
});

describe('search vectors of unusual turns', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const built = async (lang: string, transcript: TranscriptTurn[]) => {
    const keys = [...new Set(transcript.map((turn) => textKey(lang, turn.text)))];
    const vectors = new Map<string, TextVector>();
    await learnTextVectors(keys, vectors, async (asked) =>
      (
        await database.bulk((session) =>
          session.lookup<{ vector: string }>(TEXT_VECTORS_SQL, [asked]),
        )
      ).map((row) => row.vector),
    );
    return callSearchVector(transcript, (text) => vectors.get(textKey(lang, text))!);
  };
  const turn = (speaker: 'in' | 'out', text: string): TranscriptTurn => ({
    speaker,
    start: 0,
    end: 1,
    text,
  });

  it.each([
    [
      'en',
      'stop words only, an empty turn, apostrophes and a backslash',
      [
        turn('in', 'The and of it'),
        turn('out', ''),
        turn('in', "I can't pay O'Brien's bill \\ today, can't I?"),
        turn('out', 'Thank you, Mr O’Brien.'),
      ],
    ],
    [
      'fr',
      'hyphens, elisions, numbers and e-mail addresses',
      [
        turn('out', "Bonjour, c'est l'équipe du service client, rendez-vous à 14h30 ?"),
        turn('in', 'Oui, jean-pierre.martin@example.fr, numéro 06 39 98 00 01'),
        turn('out', "Aujourd'hui l'abonnement coûte 39,90 € — d'accord ?"),
      ],
    ],
    [
      'xx',
      'an unknown language (simple configuration), one speaker only',
      [turn('in', 'alpha beta alpha'), turn('in', 'beta gamma')],
    ],
    [
      'en',
      'a word said more than 255 times, over several turns of each speaker',
      [
        turn('in', Array.from({ length: 200 }, () => 'cancel').join(' ')),
        turn('out', Array.from({ length: 150 }, () => 'cancel now').join(' ')),
        turn('in', Array.from({ length: 200 }, () => 'cancel it').join(' ')),
        turn('out', Array.from({ length: 150 }, () => 'cancel').join(' ')),
      ],
    ],
    [
      'fr',
      'spaces doubled, leading and trailing; stop words and punctuation between words',
      [
        turn('in', '  Je   veux   résilier  le contrat — tout de suite !  '),
        turn('out', 'Alors … il y a , en fait , une pénalité ? Non : aucune.'),
        turn('in', 'le la les'),
        turn('in', 'Dossier 540357793. Montant 39,90 ; 12, 13; 14? 15! 0099: (42) 1.5. 2e 7h'),
        turn('out', 'résilier'),
      ],
    ],
    [
      'en',
      'a tag holding a space (read as one token: the text is asked whole)',
      [
        turn('in', 'Please read <a href="x y"> the terms </a> before you cancel'),
        turn('out', 'Sure, <b>cancel</b> now'),
      ],
    ],
  ] as const)('%s: %s', async (lang, _case, transcript) => {
    const vector = await built(lang, [...transcript]);
    const [{ same }] = await rowsOf<{ same: boolean }>(
      database,
      sql`SELECT ${vector}::tsvector = call_search_vector(${lang}, ${JSON.stringify(transcript)}::jsonb) AS same`,
    );
    expect(same).toBe(true);
  });
});

describe('the trigger writing call_search_vector', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedCalls(database, { size: 20, now, workers: 0 });
  });
  afterAll(() => database.close());

  it('fills the vector of a call inserted without one, and renews it when the transcript changes', async () => {
    const [call] = await rowsOf<{ id: string }>(
      database,
      sql`SELECT id FROM calls ORDER BY id LIMIT 1`,
    );
    const words = (transcript: TranscriptTurn[]) => sql`${JSON.stringify(transcript)}::jsonb`;
    await database.db.execute(
      sql`INSERT INTO calls (id, client_id, campaign_id, start_time, duration, lang, status, transcript)
        SELECT '999-1.1', client_id, campaign_id, start_time, 60, 'en', 'qualified',
          ${words([turn('in', 'I want to cancel my subscription')])}
        FROM calls WHERE id = ${call.id}`,
    );
    const found = async (query: string) =>
      (
        await rowsOf<{ id: string }>(
          database,
          sql`SELECT id FROM calls WHERE search_vector @@ websearch_to_tsquery('english', ${query}) ORDER BY id`,
        )
      ).map(({ id }) => id);
    expect(await found('cancel subscription')).toContain('999-1.1');
    await database.db.execute(
      sql`UPDATE calls SET transcript = ${words([turn('out', 'Your parcel ships tomorrow')])}
        WHERE id = '999-1.1'`,
    );
    expect(await found('cancel subscription')).not.toContain('999-1.1');
    expect(await found('parcel ships')).toContain('999-1.1');
    expect(await differing(database)).toEqual([]);
  });

  function turn(speaker: 'in' | 'out', text: string): TranscriptTurn {
    return { speaker, start: 0, end: 1, text };
  }
});
