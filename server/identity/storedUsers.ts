import { and, eq, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { identityUsers, type IdentityUserRow } from '../db/schema';
import type { UserDefinition } from './realms';

// Users created at run time (account activation), kept in `identity_users` so that they survive a
// restart. The realm's own users are data of its definition; these join them in every lookup.

export const toUserDefinition = (row: IdentityUserRow): UserDefinition => ({
  id: row.id,
  username: row.username,
  // Enabled rows always have one (a check constraint); '' never verifies (passwords.ts).
  passwordHash: row.passwordHash ?? '',
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  clientRoles: row.clientRoles,
  languages: row.languages,
  groups: row.groups,
});

/** The row's username or e-mail is `login`, case aside (both unique per realm, lower-cased). */
const namedBy = (login: string) => {
  const wanted = login.trim().toLowerCase();
  return or(
    eq(sql`lower(${identityUsers.username})`, wanted),
    eq(sql`lower(${identityUsers.email})`, wanted),
  );
};

/** An enabled stored user of `realm` whose username or e-mail is `login`, case aside. */
export async function storedUserByLogin(
  db: AppDatabase,
  realm: string,
  login: string,
): Promise<UserDefinition | undefined> {
  const [row] = await db
    .select()
    .from(identityUsers)
    .where(and(eq(identityUsers.realm, realm), eq(identityUsers.enabled, true), namedBy(login)))
    .limit(1);
  return row && toUserDefinition(row);
}

/** An enabled stored user of `realm` by id (`sub`): a disabled one gets no token, no profile. */
export async function storedUserById(
  db: AppDatabase,
  realm: string,
  id: string,
): Promise<UserDefinition | undefined> {
  const [row] = await db
    .select()
    .from(identityUsers)
    .where(
      and(
        eq(identityUsers.realm, realm),
        eq(identityUsers.id, id),
        eq(identityUsers.enabled, true),
      ),
    );
  return row && toUserDefinition(row);
}

/** Whether a stored user of `realm`, enabled or not, has `login` as username or e-mail. */
export async function storedLoginExists(
  db: AppDatabase,
  realm: string,
  login: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: identityUsers.id })
    .from(identityUsers)
    .where(and(eq(identityUsers.realm, realm), namedBy(login)))
    .limit(1);
  return row !== undefined;
}
