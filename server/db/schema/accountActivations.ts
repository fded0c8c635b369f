import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './calls';
import { identityUsers } from './identity';

/**
 * Account activations of the configuration service (issue 13): the invitation of a stored
 * identity user, until they choose a password. Only the token's SHA-256 is kept, so the table
 * never gives a usable link away; a used or expired activation stays as history.
 */
export const accountActivations = pgTable(
  'account_activations',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    /** The client whose group (`client-<id>`) the user joins; its users' list scope. */
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the one-time token of the activation link. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    /** When the password was chosen; null while pending. */
    activatedAt: timestamp('activated_at', { withTimezone: true, precision: 3 }),
    insertedAt: timestamp('inserted_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('account_activations_client_id').on(t.clientId)],
);

export type AccountActivationRow = typeof accountActivations.$inferSelect;
