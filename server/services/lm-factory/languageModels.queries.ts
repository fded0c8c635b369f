import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { languageModelConfigs } from '../../db/schema/config';
import { corpuses } from '../../db/schema/lmFactory';
import { dictionaries } from '../../db/schema/lmFactoryDictionaries';
import { languageModelFiles, languageModels } from '../../db/schema/lmFactoryLanguageModels';
import { toConfig } from '../config/languageModels.queries';
import { msg } from '../../shared/messages';
import type { FieldErrors } from '../shared/errors';
import { modelCodename } from './codename';
import type { BuildStatus, CreateLanguageModel, LanguageModel } from './languageModels.schemas';
import { nextId } from './nextId';

const iso = (date: Date | null) => date && date.toISOString();
const notDeleted = isNull(languageModels.deletedAt);

/** Models with their corpus and dictionary labels, configuration and build stats. */
async function loadModels(db: AppDatabase, where: SQL | undefined): Promise<LanguageModel[]> {
  const rows = await db
    .select({
      model: languageModels,
      config: languageModelConfigs,
      stats: languageModelFiles.stats,
    })
    .from(languageModels)
    .leftJoin(languageModelConfigs, eq(languageModelConfigs.codename, languageModels.codename))
    .leftJoin(languageModelFiles, eq(languageModelFiles.modelId, languageModels.id))
    .where(where)
    .orderBy(asc(languageModels.id));
  const corpusIds = [...new Set(rows.flatMap(({ model }) => model.corpusIds))];
  const dictionaryIds = [...new Set(rows.flatMap(({ model }) => model.dictionaryIds))];
  const corpusLabels = new Map(
    corpusIds.length
      ? (
          await db
            .select({ id: corpuses.id, label: corpuses.label })
            .from(corpuses)
            .where(inArray(corpuses.id, corpusIds))
        ).map((c) => [c.id, c])
      : [],
  );
  const dictionaryLabels = new Map(
    dictionaryIds.length
      ? (
          await db
            .select({
              id: dictionaries.id,
              label: dictionaries.label,
              version: dictionaries.version,
            })
            .from(dictionaries)
            .where(inArray(dictionaries.id, dictionaryIds))
        ).map((d) => [d.id, d])
      : [],
  );
  return rows.map(({ model, config, stats }) => ({
    id: model.id,
    codename: model.codename,
    label: model.label,
    description: model.description,
    lang: model.lang,
    corpuses: model.corpusIds.map((id) => corpusLabels.get(id) ?? { id, label: '' }),
    dictionaries: model.dictionaryIds.map(
      (id) => dictionaryLabels.get(id) ?? { id, label: '', version: 0 },
    ),
    status: model.status as BuildStatus,
    failure_reason: model.status === 'failed' ? model.failureReason : null,
    build_started_at: iso(model.buildStartedAt),
    build_ended_at: iso(model.buildEndedAt),
    deleted_at: iso(model.deletedAt),
    inserted_at: model.insertedAt.toISOString(),
    updated_at: model.updatedAt.toISOString(),
    model: model.status === 'success' ? stats : null,
    config: config && toConfig(config),
  }));
}

/** Every model not archived, of one language or of all, oldest first. */
export const listLanguageModels = (db: AppDatabase, lang?: string) =>
  loadModels(db, lang ? and(notDeleted, eq(languageModels.lang, lang)) : notDeleted);

export async function findLanguageModel(
  db: AppDatabase,
  id: number,
): Promise<LanguageModel | undefined> {
  const [model] = await loadModels(db, and(eq(languageModels.id, id), notDeleted));
  return model;
}

const unavailable = {
  Corpus: 'lmFactory.corpusUnavailable',
  Dictionary: 'lmFactory.dictionaryUnavailable',
} as const;
const otherLanguage = {
  Corpus: 'lmFactory.corpusOtherLanguage',
  Dictionary: 'lmFactory.dictionaryOtherLanguage',
} as const;

/**
 * Field errors (message tokens) for chosen corpuses and dictionary versions that do not exist, are archived or
 * are of another language; empty when every one can be built.
 */
export async function checkModelInputs(
  db: AppDatabase,
  input: CreateLanguageModel,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const sources = [
    ['corpuses', 'Corpus', corpuses, input.corpuses],
    ['dictionaries', 'Dictionary', dictionaries, input.dictionaries],
  ] as const;
  for (const [field, name, table, ids] of sources) {
    if (ids.length === 0) continue;
    const found = new Map(
      (
        await db
          .select({ id: table.id, lang: table.lang, status: table.status })
          .from(table)
          .where(inArray(table.id, ids))
      ).map((row) => [row.id, row]),
    );
    const messages = ids.flatMap((id) => {
      const row = found.get(id);
      if (!row || row.status === 'archived') return [msg(unavailable[name], { id })];
      if (row.lang !== input.lang) return [msg(otherLanguage[name], { id, lang: input.lang })];
      return [];
    });
    if (messages.length) errors[field] = messages;
  }
  return errors;
}

/** Inserts a model to build (status `queued`); returns its id. */
export async function insertLanguageModel(
  db: AppDatabase,
  input: CreateLanguageModel,
): Promise<number> {
  const id = await nextId(db, 'language_models');
  const now = new Date();
  await db.insert(languageModels).values({
    id,
    codename: modelCodename(input.lang, input.label, id),
    label: input.label,
    description: input.description,
    lang: input.lang,
    corpusIds: input.corpuses,
    dictionaryIds: input.dictionaries,
    status: 'queued',
    insertedAt: now,
    updatedAt: now,
  });
  return id;
}

/** Changes a model's description, and its configuration's; undefined when missing or archived. */
export async function updateLanguageModelDescription(
  db: AppDatabase,
  id: number,
  description: string,
): Promise<LanguageModel | undefined> {
  const [row] = await db
    .update(languageModels)
    .set({ description, updatedAt: new Date() })
    .where(and(eq(languageModels.id, id), notDeleted))
    .returning({ codename: languageModels.codename });
  if (!row) return undefined;
  await db
    .update(languageModelConfigs)
    .set({ description, updatedAt: new Date() })
    .where(eq(languageModelConfigs.codename, row.codename));
  return findLanguageModel(db, id);
}

/**
 * Archives a model (spec §4): `deleted_at` set, hidden from lists and GET, its configuration
 * disabled and hidden (its aliases no longer count as taken). A queued build is skipped.
 */
export async function archiveLanguageModel(
  db: AppDatabase,
  id: number,
): Promise<LanguageModel | undefined> {
  const now = new Date();
  const [row] = await db
    .update(languageModels)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(languageModels.id, id), notDeleted))
    .returning({ codename: languageModels.codename });
  if (!row) return undefined;
  await db
    .update(languageModelConfigs)
    .set({ enabled: false, updatedAt: now })
    .where(eq(languageModelConfigs.codename, row.codename));
  const [model] = await loadModels(db, eq(languageModels.id, id));
  return model;
}

export interface ModelFile {
  codename: string;
  status: BuildStatus;
  arpa: string | null;
}

/** A model's built ARPA file (null unless built); undefined when missing or archived. */
export async function findModelFile(db: AppDatabase, id: number): Promise<ModelFile | undefined> {
  const [row] = await db
    .select({
      codename: languageModels.codename,
      status: languageModels.status,
      arpa: languageModelFiles.arpa,
    })
    .from(languageModels)
    .leftJoin(languageModelFiles, eq(languageModelFiles.modelId, languageModels.id))
    .where(and(eq(languageModels.id, id), notDeleted));
  return (
    row && {
      codename: row.codename,
      status: row.status as BuildStatus,
      arpa: row.status === 'success' ? row.arpa : null,
    }
  );
}
