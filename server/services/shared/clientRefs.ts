import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../../db';
import { clients } from '../../db/schema';
import { msg } from '../../shared/messages';
import type { FieldErrors } from './errors';

// A record owned by one client (an app, an FTP account, a phone line): the client it names in a
// body, checked against the clients table.

const CLIENT_ID = msg('config.clientId');
export const clientId = z.coerce
  .number({ error: CLIENT_ID })
  .int(CLIENT_ID)
  .positive(CLIENT_ID)
  .max(2147483647, CLIENT_ID)
  .describe('Client id (a positive integer; the identity group `client-<id>`)');

/** The client owning a record, in a body: a positive integer naming an existing client. */
export const ownerClientId = z
  .number({ error: CLIENT_ID })
  .int(CLIENT_ID)
  .positive(CLIENT_ID)
  .max(2147483647, CLIENT_ID)
  .describe('Id of the client owning it (an existing client: `errors.client_id` otherwise)');

/** The client exists. */
export async function clientExists(db: AppDatabase, id: number): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return row !== undefined;
}

/** Why a write was refused: field → messages (a 400). */
export interface Refused {
  errors: FieldErrors;
}

export const unknownClient = (id: number): Refused => ({
  errors: { client_id: [msg('config.unknownClient', { id })] },
});

/** Whether an error is a foreign-key violation (SQLSTATE 23503): a client deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return (cause as { code?: unknown } | null)?.code === '23503';
}
