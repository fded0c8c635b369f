import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { isPasswordHash } from '../passwords';
import { demoRealm } from './demo';
import type { RealmDefinition } from './types';

const name = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const text = z.string().min(1).max(200);

/** A realm file: one realm or a list, in the shape of `RealmDefinition`. */
const RealmFileRealm = z.strictObject({
  name,
  displayName: text,
  clients: z
    .array(
      z.strictObject({
        clientId: name,
        redirectUris: z.array(z.string().min(1).max(500)).min(1).max(50),
        directAccessGrants: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(20),
  users: z
    .array(
      z.strictObject({
        id: z.uuid(),
        username: text,
        passwordHash: z.string().refine(isPasswordHash, 'an scrypt hash (npm run hash-password)'),
        email: z.email(),
        firstName: text,
        lastName: text,
        clientRoles: z.record(name, z.array(text).max(200)),
        languages: z.array(z.string().regex(/^[a-z]{2}$/)).max(20),
        groups: z.array(text).max(200),
      }),
    )
    .max(10_000),
});
const RealmFile = z.union([RealmFileRealm, z.array(RealmFileRealm).min(1).max(20)]);

/** The realms of a realm file; throws with what is wrong and where. */
export async function readRealmFile(path: string): Promise<RealmDefinition[]> {
  const parsed = RealmFile.safeParse(JSON.parse(await readFile(path, 'utf8')));
  if (!parsed.success)
    throw new Error(`Invalid realm file ${path}: ${z.prettifyError(parsed.error)}`);
  return [parsed.data].flat();
}

/**
 * The realms to serve: the demo realm when `demo`, and those of the realm file. Realm names are
 * unique; at least one realm.
 */
export async function resolveRealms(options: {
  demo: boolean;
  realmFile?: string;
}): Promise<RealmDefinition[]> {
  const realms = [
    ...(options.demo ? [demoRealm] : []),
    ...(options.realmFile ? await readRealmFile(options.realmFile) : []),
  ];
  if (realms.length === 0)
    throw new Error('No realm to serve: give REALM_FILE, or leave the demo realm on (DEMO=1)');
  const names = realms.map((realm) => realm.name);
  const twice = names.find((realmName, index) => names.indexOf(realmName) !== index);
  if (twice) throw new Error(`Realm "${twice}" is defined twice`);
  return realms;
}
