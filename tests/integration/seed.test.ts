import { openTestDatabase } from './support/testDatabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db';
import { corpuses } from '../../server/db/schema';
import { SEED_CORPUSES } from '../../server/seed/corpuses';
import { startTestPlatform } from './support/testPlatform';

// Demo data: seeded on first start, deterministic, never duplicated.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rows = () => database.db.select().from(corpuses).orderBy(corpuses.id);

describe('seed', () => {
  it('has realistic corpuses in fr and en', () => {
    for (const lang of ['fr', 'en']) {
      const ofLang = SEED_CORPUSES.filter((corpus) => corpus.lang === lang);
      expect(ofLang.length).toBeGreaterThanOrEqual(6);
      expect(ofLang.every((corpus) => corpus.sentences.length > 0 && corpus.label)).toBe(true);
    }
  });

  it('fills an empty database on first start, in a fixed order', async () => {
    const platform = await startTestPlatform({ database });
    await platform.close();
    const seeded = await rows();
    expect(seeded.map(({ id, label, lang }) => ({ id, label, lang }))).toEqual(
      SEED_CORPUSES.map(({ label, lang }, index) => ({ id: index + 1, label, lang })),
    );
    expect(seeded.every((row) => row.status === 'available')).toBe(true);
  });

  it('writes nothing on later starts, even when every corpus is archived', async () => {
    await database.db.update(corpuses).set({ status: 'archived' });
    const before = await rows();
    const platform = await startTestPlatform({ database });
    await platform.close();
    expect(await rows()).toEqual(before);
  });

  it('leaves a database it was given open', async () => {
    expect((await rows()).length).toBe(SEED_CORPUSES.length);
  });
});
