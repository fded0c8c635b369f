import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { languageModelConfigs, type LanguageModelConfigRow } from '../../db/schema/config';
import { languageModels } from '../../db/schema/lmFactoryLanguageModels';
import type { LanguageModelConfig, UpdateConfig } from './languageModels.schemas';

export const toConfig = (row: LanguageModelConfigRow): LanguageModelConfig => ({
  id: row.id,
  codename: row.codename,
  name: row.name,
  language: row.language,
  description: row.description,
  aliases: row.aliases,
  iso_aliases: row.isoAliases,
  enabled: row.enabled,
  public: row.public,
});

type AliasColumn = typeof languageModelConfigs.aliases | typeof languageModelConfigs.isoAliases;
const hasAlias = (column: AliasColumn, name: string) =>
  sql`exists (select 1 from unnest(${column}) as given(alias) where lower(given.alias) = ${name.toLowerCase()})`;

/** Configurations of models that are not archived (an archived model's configuration is hidden). */
const selectVisible = (db: AppDatabase, ...conditions: (SQL | undefined)[]) =>
  db
    .select({ config: languageModelConfigs })
    .from(languageModelConfigs)
    .innerJoin(languageModels, eq(languageModels.codename, languageModelConfigs.codename))
    .where(and(isNull(languageModels.deletedAt), ...conditions))
    .orderBy(asc(languageModelConfigs.id));

export interface ConfigFilter {
  codename?: string;
  alias?: string;
  isoAlias?: string;
}

export async function listConfigs(
  db: AppDatabase,
  filter: ConfigFilter,
): Promise<LanguageModelConfig[]> {
  const rows = await selectVisible(
    db,
    filter.codename === undefined ? undefined : eq(languageModelConfigs.codename, filter.codename),
    filter.alias === undefined ? undefined : hasAlias(languageModelConfigs.aliases, filter.alias),
    filter.isoAlias === undefined
      ? undefined
      : hasAlias(languageModelConfigs.isoAliases, filter.isoAlias),
  );
  return rows.map(({ config }) => toConfig(config));
}

export async function findConfig(
  db: AppDatabase,
  id: number,
): Promise<LanguageModelConfig | undefined> {
  const [row] = await selectVisible(db, eq(languageModelConfigs.id, id));
  return row && toConfig(row.config);
}

export type UpdateConfigResult =
  | { config: LanguageModelConfig }
  | { clash: { field: 'aliases' | 'iso_aliases'; alias: string } }
  | undefined;

/**
 * Updates the given fields. An alias (or H2B alias) that another visible configuration already
 * has is a clash: nothing is written. Undefined when the configuration is missing or hidden.
 */
export async function updateConfig(
  db: AppDatabase,
  id: number,
  patch: UpdateConfig,
): Promise<UpdateConfigResult> {
  return db.transaction(async (tx) => {
    // Alias changes are checked and written one at a time, so two models never get one alias.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('language_model_config_aliases'))`);
    const [current] = await selectVisible(tx, eq(languageModelConfigs.id, id));
    if (!current) return undefined;
    const checks = [
      ['aliases', patch.aliases, languageModelConfigs.aliases],
      ['iso_aliases', patch.iso_aliases, languageModelConfigs.isoAliases],
    ] as const;
    for (const [field, names, column] of checks) {
      for (const name of names ?? []) {
        const [other] = await selectVisible(
          tx,
          ne(languageModelConfigs.id, id),
          hasAlias(column, name),
        );
        if (other) return { clash: { field, alias: name } };
      }
    }
    const [row] = await tx
      .update(languageModelConfigs)
      .set({
        aliases: patch.aliases,
        isoAliases: patch.iso_aliases,
        enabled: patch.enabled,
        public: patch.public,
        updatedAt: new Date(),
      })
      .where(eq(languageModelConfigs.id, id))
      .returning();
    return { config: toConfig(row) };
  });
}

export interface BuiltModel {
  codename: string;
  label: string;
  lang: string;
  description: string;
}

/**
 * The configuration of a model whose build succeeded: name = label, disabled, private, no
 * aliases. A rebuilt model keeps the configuration it has.
 */
export async function createConfigForModel(db: AppDatabase, model: BuiltModel): Promise<void> {
  await db
    .insert(languageModelConfigs)
    .values({
      codename: model.codename,
      name: model.label,
      language: model.lang,
      description: model.description,
    })
    .onConflictDoNothing({ target: languageModelConfigs.codename });
}
