import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** oidc-provider's stored models (sessions, grants, codes, refresh tokens, ...), one row each. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.id, t.type] }), index('oidc_payloads_grant_id').on(t.grantId)],
);

/** Each realm's private signing key (JWK), persisted so a restart keeps issued tokens verifiable. */
export const identityKeys = pgTable('identity_keys', {
  realm: text('realm').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-ins per account (Keycloak's brute-force detection): `subject` is the user's id, or
 * `login:<what was typed>` for an unknown login, so both are slowed alike.
 */
export const identityLoginFailures = pgTable(
  'identity_login_failures',
  {
    realm: text('realm').notNull(),
    subject: text('subject').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.realm, t.subject] })],
);

/** Sign-ins and failed ones (Keycloak's login events), for administrators to read. */
export const identityLoginEvents = pgTable(
  'identity_login_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    realm: text('realm').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** `LOGIN` or `LOGIN_ERROR`. */
    type: text('type').notNull(),
    userId: text('user_id'),
    username: text('username').notNull(),
    clientId: text('client_id'),
    ipAddress: text('ip_address'),
    /** Keycloak's error code: `invalid_user_credentials`, `user_temporarily_disabled`. */
    error: text('error'),
    /** `form` (the login page) or `password` (the token endpoint's password grant). */
    authMethod: text('auth_method').notNull(),
  },
  (t) => [index('identity_login_events_realm_at').on(t.realm, t.at)],
);

/**
 * Users created at run time (account activation, issue 13), served beside a realm's static users
 * (the realm definition wins on a clash). Created disabled without a password; the activation
 * page sets both. Usernames and e-mails are unique per realm, case aside.
 */
export const identityUsers = pgTable(
  'identity_users',
  {
    /** The subject (`sub`), a UUID like the static users'. */
    id: text('id').primaryKey(),
    realm: text('realm').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** scrypt hash (passwords.ts); null until the account is activated. */
    passwordHash: text('password_hash'),
    enabled: boolean('enabled').notNull().default(false),
    /** Roles by client id: the token's `resource_access`. */
    clientRoles: jsonb('client_roles').$type<Record<string, string[]>>().notNull().default({}),
    /** The token's `app_metadata.languages`. */
    languages: text('languages').array().notNull().default([]),
    /** The token's `app_metadata_groups` (`client-<id>`). */
    groups: text('groups').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identity_users_username').on(t.realm, sql`lower(${t.username})`),
    uniqueIndex('identity_users_email').on(t.realm, sql`lower(${t.email})`),
    // An enabled account can sign in: it must have a password.
    check(
      'identity_users_enabled_password',
      sql`NOT ${t.enabled} OR ${t.passwordHash} IS NOT NULL`,
    ),
  ],
);

export type IdentityUserRow = typeof identityUsers.$inferSelect;

/**
 * The audit trail: every create, update, archive and deletion through a service — who, when,
 * which record (its path under the service, e.g. `corpuses/12`), the record before and after.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    service: text('service').notNull(),
    recordPath: text('record_path').notNull(),
    /** `create`, `update`, `archive` or `delete`. */
    action: text('action').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_events_record').on(t.service, t.recordPath, t.at)],
);
