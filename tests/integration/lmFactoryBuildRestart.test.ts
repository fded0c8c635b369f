import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { languageModels } from '../../server/db/schema';
import { wakeBuildWorker } from '../../server/services/lm-factory/build/worker';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// The build is a durable job: a platform stopped during a build leaves no model in `running`
// after it starts again on the same data (issue 3, "done when").
const api = '/services/lm-factory/api';

let dataDir: string;
let platform: TestPlatform | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lm-build-restart-'));
});
afterAll(async () => {
  await platform?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A platform on the PGlite data directory of this test (a restart reopens the same data). */
const start = async (lmBuildMinMs: number) => {
  platform = await startTestPlatform({ database: undefined, dataDir, lmBuildMinMs });
  return platform;
};
const stop = async () => {
  await platform?.close();
  platform = undefined;
};

interface Model {
  id: number;
  status: string;
  failure_reason: string | null;
  build_started_at: string | null;
}
const readModel = async (id: number): Promise<Model> =>
  (
    await (platform as TestPlatform).request({ url: `${api}/language_models/${id}`, as: 'admin' })
  ).json();
const allModels = async (): Promise<Model[]> =>
  (await (platform as TestPlatform).request({ url: `${api}/language_models`, as: 'admin' })).json();
const post = async (path: string, payload: object): Promise<number> => {
  const response = await (platform as TestPlatform).request({
    method: 'POST',
    url: `${api}${path}`,
    as: 'admin',
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
};
const until = async (id: number, statuses: string[], timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const model = await readModel(id);
    if (statuses.includes(model.status)) return model;
    if (Date.now() > deadline) throw new Error(`model ${id} stuck in ${model.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Makes a queued model due now, as if queued `ms` ago, and wakes the build worker. */
const dateQueuingBack = async (id: number, ms: number) => {
  const { db } = (platform as TestPlatform).database;
  await db
    .update(languageModels)
    .set({ insertedAt: new Date(Date.now() - ms) })
    .where(eq(languageModels.id, id));
  wakeBuildWorker(db);
};

/** Statuses as stored, read with the platform stopped. */
const statusesInDatabase = async (...ids: number[]) => {
  const database = await openDatabase({ dataDir });
  const rows = await database.db.select().from(languageModels);
  await database.close();
  return ids.map((id) => rows.find((row) => row.id === id)?.status);
};

describe('a restart of the platform during builds', () => {
  it('resumes the running build and the queued ones: none stays running', async () => {
    // Phases of ten minutes, and `first` made due at once by dating its queuing back: `first`
    // stays running and `second` queued until the stop, however slow the machine (with phases of
    // 10 s, a loaded CI once saw `first` end between two reads).
    await start(600_000);
    const corpus = await post('/corpuses', {
      description: '',
      label: 'Redémarrage',
      lang: 'fr',
      sentences: ['le service a redémarré', 'la construction reprend depuis le début'],
    });
    const body = { corpuses: [corpus], description: '', dictionaries: [], lang: 'fr' };
    const first = await post('/language_models', { ...body, label: 'Interrompu' });
    const second = await post('/language_models', { ...body, label: 'En attente' });
    await dateQueuingBack(first, 601_000);
    expect((await until(first, ['running'])).build_started_at).not.toBeNull();
    expect((await readModel(second)).status).toBe('queued');
    await stop(); // during the build of `first`: it is left running, as after a crash
    expect(await statusesInDatabase(first, second)).toEqual(['running', 'queued']);

    await start(3_600_000); // recovery only: nothing is due for building on this run
    expect((await allModels()).filter((model) => model.status === 'running')).toEqual([]);
    expect((await readModel(first)).status).toBe('queued');
    await stop();

    await start(0);
    expect((await until(first, ['success', 'failed'])).status).toBe('success');
    expect((await until(second, ['success', 'failed'])).status).toBe('success');
    const file = await (platform as TestPlatform).request({
      url: `${api}/language_models/${first}/model`,
      as: 'admin',
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('redémarré');
    await stop();
  }, 60_000); // three starts of the platform with two builds: a loaded 2-core CI needs room

  it('fails a build interrupted too often with "Interrupted by a platform restart"', async () => {
    const database = await openDatabase({ dataDir });
    const [model] = await database.db
      .update(languageModels)
      .set({ status: 'running', buildAttempts: 3, buildStartedAt: new Date() })
      .where(eq(languageModels.label, 'Interrompu'))
      .returning();
    await database.close();

    await start(0);
    const after = await readModel(model.id);
    expect(after).toMatchObject({
      status: 'failed',
      failure_reason: 'Interrupted by a platform restart',
    });
    expect((await allModels()).filter((m) => m.status === 'running')).toEqual([]);
    await stop();
  });

  it('fails a queued build whose corpus was archived before it ran, with the reason', async () => {
    await start(60_000); // nothing leaves `queued` on this run
    const corpus = await post('/corpuses', {
      description: '',
      label: 'Retiré',
      lang: 'fr',
      sentences: ['bonjour'],
    });
    const id = await post('/language_models', {
      corpuses: [corpus],
      description: '',
      dictionaries: [],
      label: 'Sans corpus',
      lang: 'fr',
    });
    await (platform as TestPlatform).request({
      method: 'DELETE',
      url: `${api}/corpuses/${corpus}`,
      as: 'admin',
    });
    expect((await readModel(id)).status).toBe('queued');
    await stop();

    await start(0);
    expect(await until(id, ['success', 'failed'])).toMatchObject({
      status: 'failed',
      failure_reason: `Corpus "Retiré" (id ${corpus}) is archived`,
    });
    await stop();
  });

  it('fails a build that meets a database error instead of leaving it running (issue 11)', async () => {
    const running = await start(300);
    const corpus = await post('/corpuses', {
      description: '',
      label: 'Base en panne',
      lang: 'fr',
      sentences: ['la base ne répond plus'],
    });
    const id = await post('/language_models', {
      corpuses: [corpus],
      description: '',
      dictionaries: [],
      label: 'Panne',
      lang: 'fr',
    });
    // The corpus table disappears while the model waits: loading its texts is a database error.
    await running.database.db.execute(sql`ALTER TABLE corpuses RENAME TO corpuses_away`);
    try {
      // Read from the database: the API's answers need the missing table too.
      const stored = async () =>
        (
          await running.database.db.select().from(languageModels).where(eq(languageModels.id, id))
        )[0];
      await expect.poll(async () => (await stored()).status, { timeout: 20_000 }).toBe('failed');
      expect((await stored()).failureReason).toContain('lmFactory.build.error'); // "Build error: …"
    } finally {
      await running.database.db.execute(sql`ALTER TABLE corpuses_away RENAME TO corpuses`);
    }
    expect((await allModels()).filter((model) => model.status === 'running')).toEqual([]);
    await stop();
  });
});
