import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db';
import { corpuses } from '../../../db/schema/lmFactory';
import { dictionaries } from '../../../db/schema/lmFactoryDictionaries';
import {
  languageModelFiles,
  languageModels,
  type LanguageModelRow,
} from '../../../db/schema/lmFactoryLanguageModels';
import { msg } from '../../../shared/messages';
import { createConfigForModel } from '../../config/languageModels.queries';
import { compileLanguageModel, type CompileResult } from './compile';

// The durable build queue lives in language_models.status: queued → running → success | failed.

/** A build interrupted by this many restarts is failed instead of resumed once more. */
export const MAX_BUILD_ATTEMPTS = 3;
export const INTERRUPTED_REASON = msg('lmFactory.build.interrupted');

/**
 * Claims the oldest queued model inserted before `queuedBefore`: marks it running (build start
 * time, one more attempt) and returns it; undefined when none is due. Archived models are skipped.
 */
export async function claimNextBuild(
  db: AppDatabase,
  queuedBefore: Date,
): Promise<LanguageModelRow | undefined> {
  const due = db
    .select({ id: languageModels.id })
    .from(languageModels)
    .where(
      and(
        eq(languageModels.status, 'queued'),
        isNull(languageModels.deletedAt),
        lte(languageModels.insertedAt, queuedBefore),
      ),
    )
    .orderBy(asc(languageModels.insertedAt), asc(languageModels.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const now = new Date();
  const [claimed] = await db
    .update(languageModels)
    .set({
      status: 'running',
      buildStartedAt: now,
      buildEndedAt: null,
      failureReason: null,
      buildAttempts: sql`${languageModels.buildAttempts} + 1`,
      updatedAt: now,
    })
    .where(and(inArray(languageModels.id, due), eq(languageModels.status, 'queued')))
    .returning();
  return claimed;
}

/** When the oldest queued model (not archived) was inserted; undefined when none is queued. */
export async function oldestQueuedAt(db: AppDatabase): Promise<Date | undefined> {
  const [row] = await db
    .select({ insertedAt: languageModels.insertedAt })
    .from(languageModels)
    .where(and(eq(languageModels.status, 'queued'), isNull(languageModels.deletedAt)))
    .orderBy(asc(languageModels.insertedAt))
    .limit(1);
  return row?.insertedAt;
}

/**
 * After a restart nothing is running: builds left `running` by the previous process are queued
 * again (builds are idempotent, they restart from scratch), or failed with
 * "Interrupted by a platform restart" once they have been tried MAX_BUILD_ATTEMPTS times.
 */
export async function recoverInterruptedBuilds(db: AppDatabase): Promise<void> {
  const now = new Date();
  await db
    .update(languageModels)
    .set({ status: 'queued', buildStartedAt: null, updatedAt: now })
    .where(
      and(
        eq(languageModels.status, 'running'),
        lt(languageModels.buildAttempts, MAX_BUILD_ATTEMPTS),
      ),
    );
  await db
    .update(languageModels)
    .set({ status: 'failed', failureReason: INTERRUPTED_REASON, buildEndedAt: now, updatedAt: now })
    .where(
      and(
        eq(languageModels.status, 'running'),
        gte(languageModels.buildAttempts, MAX_BUILD_ATTEMPTS),
      ),
    );
}

interface SourceRow {
  id: number;
  label: string;
  status: string;
}

const unusable = {
  Corpus: { missing: 'lmFactory.build.corpusMissing', archived: 'lmFactory.build.corpusArchived' },
  Dictionary: {
    missing: 'lmFactory.build.dictionaryMissing',
    archived: 'lmFactory.build.dictionaryArchived',
  },
} as const;

/** The texts of the chosen rows, in the chosen order, or why one of them cannot be used. */
function textsOf<T extends SourceRow>(
  name: keyof typeof unusable,
  ids: readonly number[],
  rows: readonly T[],
  texts: (row: T) => string[],
) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const collected: string[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) return { reason: msg(unusable[name].missing, { id }) };
    if (row.status === 'archived')
      return { reason: msg(unusable[name].archived, { id, label: row.label }) };
    for (const text of texts(row)) collected.push(text);
  }
  return { texts: collected };
}

/** Texts of the chosen corpuses and dictionary versions, or why they cannot be built. */
async function loadTexts(
  db: AppDatabase,
  model: LanguageModelRow,
): Promise<{ texts: string[] } | { reason: string }> {
  const corpusRows = model.corpusIds.length
    ? await db.select().from(corpuses).where(inArray(corpuses.id, model.corpusIds))
    : [];
  const fromCorpuses = textsOf('Corpus', model.corpusIds, corpusRows, (row) => row.sentences);
  if ('reason' in fromCorpuses) return fromCorpuses;
  const dictionaryRows = model.dictionaryIds.length
    ? await db.select().from(dictionaries).where(inArray(dictionaries.id, model.dictionaryIds))
    : [];
  const fromDictionaries = textsOf('Dictionary', model.dictionaryIds, dictionaryRows, (row) =>
    row.content.split('\n'),
  );
  if ('reason' in fromDictionaries) return fromDictionaries;
  return { texts: [...fromCorpuses.texts, ...fromDictionaries.texts] };
}

/** Loads a model's chosen texts and compiles them (no write). */
export async function compileBuild(
  db: AppDatabase,
  model: LanguageModelRow,
): Promise<CompileResult> {
  const loaded = await loadTexts(db, model);
  if ('reason' in loaded) return { ok: false, reason: loaded.reason };
  try {
    return compileLanguageModel(loaded.texts);
  } catch (error) {
    return {
      ok: false,
      reason: msg('lmFactory.build.error', {
        detail: error instanceof Error ? error.message : String(error),
      }),
    };
  }
}

/**
 * Writes a running build's outcome: the ARPA file, `success` and the model's configuration (in
 * one transaction), or `failed` with the reason. A build no longer running is left alone.
 */
export async function recordBuildOutcome(
  db: AppDatabase,
  model: LanguageModelRow,
  outcome: CompileResult,
): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const finished = await tx
      .update(languageModels)
      .set(
        outcome.ok
          ? { status: 'success', failureReason: null, buildEndedAt: now, updatedAt: now }
          : { status: 'failed', failureReason: outcome.reason, buildEndedAt: now, updatedAt: now },
      )
      .where(and(eq(languageModels.id, model.id), eq(languageModels.status, 'running')))
      .returning({ id: languageModels.id });
    if (finished.length === 0 || !outcome.ok) return;
    await tx
      .insert(languageModelFiles)
      .values({ modelId: model.id, arpa: outcome.arpa, stats: outcome.stats, insertedAt: now })
      .onConflictDoUpdate({
        target: languageModelFiles.modelId,
        set: { arpa: outcome.arpa, stats: outcome.stats, insertedAt: now },
      });
    await createConfigForModel(tx, model);
  });
}
