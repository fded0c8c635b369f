import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { languageModelConfigs, languageModels } from '../../db/schema';
import { msg } from '../../shared/messages';
import { clientExists, unknownClient, type Refused } from '../shared/clientRefs';
import type { FieldErrors } from '../shared/errors';

// What an app's body refers to and the schemas cannot check alone: its client, and the model its
// alias names among the language-model configurations of its language.

export interface ResolvedAlias {
  /** The configuration's id (`language_model_id`). */
  id: number;
  /** The alias as the configuration spells it. */
  alias: string;
}

/**
 * The configuration (of a model not archived, in `language`) having `alias` among its aliases —
 * or, with `isoAliases`, among its aliases or H2B aliases — case aside; the lowest id first.
 */
export async function resolveAlias(
  db: AppDatabase,
  language: string,
  alias: string,
  { isoAliases }: { isoAliases: boolean },
): Promise<ResolvedAlias | undefined> {
  const configs = await db
    .select({
      id: languageModelConfigs.id,
      aliases: languageModelConfigs.aliases,
      isoAliases: languageModelConfigs.isoAliases,
    })
    .from(languageModelConfigs)
    .innerJoin(languageModels, eq(languageModels.codename, languageModelConfigs.codename))
    .where(and(eq(languageModelConfigs.language, language), isNull(languageModels.deletedAt)))
    .orderBy(asc(languageModelConfigs.id));
  const wanted = alias.toLowerCase();
  for (const config of configs) {
    const names = isoAliases ? [...config.aliases, ...config.isoAliases] : config.aliases;
    const found = names.find((name) => name.toLowerCase() === wanted);
    if (found !== undefined) return { id: config.id, alias: found };
  }
  return undefined;
}

export interface AppRefs {
  clientId: number;
  language: string;
  alias: string;
}

/** The checked references of an app: its model, or the field errors. */
export type CheckedRefs = { model: ResolvedAlias | null } | Refused;

/**
 * Checks an app's client and alias. `unchanged`: the stored values — an alias that no longer
 * resolves is kept as it is (with its model id) while neither it nor the language changes.
 */
export async function checkAppRefs(
  db: AppDatabase,
  refs: AppRefs,
  options: { isoAliases: boolean; unchanged?: AppRefs & { modelId: number | null } },
): Promise<CheckedRefs> {
  const errors: FieldErrors = {};
  const { unchanged } = options;
  if (refs.clientId !== unchanged?.clientId && !(await clientExists(db, refs.clientId)))
    Object.assign(errors, unknownClient(refs.clientId).errors);
  const model = await resolveAlias(db, refs.language, refs.alias, options);
  const same =
    unchanged !== undefined &&
    unchanged.language === refs.language &&
    unchanged.alias.toLowerCase() === refs.alias.toLowerCase();
  if (!model && !same)
    errors.language_model_alias = [msg('config.unknownAlias', { alias: refs.alias })];
  if (Object.keys(errors).length) return { errors };
  if (model) return { model };
  return {
    model: unchanged?.modelId == null ? null : { id: unchanged.modelId, alias: unchanged.alias },
  };
}
