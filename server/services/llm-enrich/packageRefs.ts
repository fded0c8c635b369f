import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { clients, moriartyTags } from '../../db/schema';
import { msg } from '../../shared/messages';
import type { FieldErrors } from '../shared/errors';

// What a package names, checked before it is stored: tags of its language, existing clients.

/** Field errors for tag ids that are not tags of `language` and client ids that do not exist. */
export async function refErrors(
  db: AppDatabase,
  language: string,
  tagIds: readonly number[],
  clientIds: readonly number[],
): Promise<FieldErrors> {
  const [tags, found] = await Promise.all([
    tagIds.length
      ? db
          .select({ id: moriartyTags.id })
          .from(moriartyTags)
          .where(and(inArray(moriartyTags.id, [...tagIds]), eq(moriartyTags.lang, language)))
      : [],
    clientIds.length
      ? db
          .select({ id: clients.id })
          .from(clients)
          .where(inArray(clients.id, [...clientIds]))
      : [],
  ]);
  const missing = (ids: readonly number[], rows: { id: number }[]) => {
    const known = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !known.has(id)).join(', ');
  };
  const errors: FieldErrors = {};
  const badTags = missing(tagIds, tags);
  if (badTags) errors.tag_ids = [msg('enrich.unknownTags', { language, ids: badTags })];
  const badClients = missing(clientIds, found);
  if (badClients) errors.client_ids = [msg('enrich.unknownClients', { ids: badClients })];
  return errors;
}
