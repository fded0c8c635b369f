import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { configApps, type AppType, type ConfigAppRow } from '../../db/schema';
import { isForeignKeyViolation, unknownClient, type Refused } from '../shared/clientRefs';
import { checkAppRefs } from './appRefs';
import { findAppRow } from './appRows.queries';
import { definedOnly } from '../shared/updateFields';

// Writes batch and stream apps share: the references of the body (client, language, model alias)
// checked before the row is written, and a client deleted meanwhile refused as an unknown one.

/** What an app's body says of its references. */
export interface AppRefFields {
  client_id: number;
  language: string;
  language_model_alias: string;
}

type NewConfigApp = typeof configApps.$inferInsert;

/** The reference columns of a row, as checked. */
type RefColumns = Pick<NewConfigApp, 'clientId' | 'language' | 'languageModelAlias'> & {
  languageModelId: number | null;
};

/** A stream (H2B) app may name its model by an H2B alias too; a batch app by an alias only. */
const isoAliasesOf = (type: AppType) => type === 'stream';

/** The reference columns of a new app of `type`; Refused when its client or alias is unknown. */
export async function newAppRefs(
  db: AppDatabase,
  type: AppType,
  app: AppRefFields,
): Promise<RefColumns | Refused> {
  const refs = { clientId: app.client_id, language: app.language, alias: app.language_model_alias };
  const checked = await checkAppRefs(db, refs, { isoAliases: isoAliasesOf(type) });
  if ('errors' in checked) return checked;
  return {
    clientId: app.client_id,
    language: app.language,
    languageModelAlias: checked.model?.alias ?? app.language_model_alias,
    languageModelId: checked.model?.id ?? null,
  };
}

/** Adds an app (its references checked by `newAppRefs`); Refused when its client is gone. */
export async function insertAppRow(
  db: AppDatabase,
  values: NewConfigApp,
): Promise<ConfigAppRow | Refused> {
  try {
    const [row] = await db.insert(configApps).values(values).returning();
    return row;
  } catch (error) {
    if (isForeignKeyViolation(error)) return unknownClient(values.clientId);
    throw error;
  }
}

/**
 * Changes an app of `type`: the references `changes` gives (checked with the kept ones) and the
 * other `columns` that are not undefined. Undefined when there is no such app, Refused on unknown
 * references.
 */
export async function updateAppRow(
  db: AppDatabase,
  type: AppType,
  id: number,
  changes: Partial<AppRefFields>,
  columns: Partial<NewConfigApp>,
): Promise<ConfigAppRow | Refused | undefined> {
  const current = await findAppRow(db, type, 'all', id);
  if (!current) return undefined;
  const stored = {
    clientId: current.clientId,
    language: current.language,
    alias: current.languageModelAlias,
  };
  const refs = {
    clientId: changes.client_id ?? stored.clientId,
    language: changes.language ?? stored.language,
    alias: changes.language_model_alias ?? stored.alias,
  };
  const checked = await checkAppRefs(db, refs, {
    isoAliases: isoAliasesOf(type),
    unchanged: { ...stored, modelId: current.languageModelId },
  });
  if ('errors' in checked) return checked;
  const given = definedOnly(columns);
  try {
    const [row] = await db
      .update(configApps)
      .set({
        ...given,
        clientId: refs.clientId,
        language: refs.language,
        languageModelAlias: checked.model?.alias ?? refs.alias,
        languageModelId: checked.model?.id ?? null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(configApps.id, id), eq(configApps.type, type)))
      .returning();
    return row;
  } catch (error) {
    if (isForeignKeyViolation(error)) return unknownClient(refs.clientId);
    throw error;
  }
}
