import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPlatformOptions } from '../../server/config';
import { hashPassword, verifyPassword } from '../../server/identity/passwords';
import { demoRealm, resolveRealms } from '../../server/identity/realms';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 11, "Demo identity everywhere": the demo realm is explicit — on by default for
// `npm start`, off when a realm file or DEMO=0 is given — and stored passwords are hashed.
let dir: string;
let realmFile: string;
const acme = async () => ({
  name: 'acme',
  displayName: 'Acme',
  clients: [{ clientId: 'console', redirectUris: ['/*'], directAccessGrants: true }],
  users: [
    {
      id: '0d7c9a52-2f1e-4c55-9a3b-6f2e1d0c9b8a',
      username: 'ops',
      passwordHash: await hashPassword('a long passphrase'),
      email: 'ops@acme.example',
      firstName: 'Olga',
      lastName: 'Ops',
      clientRoles: { console: ['global.admin'] },
      languages: ['en'],
      groups: ['staff'],
    },
  ],
});
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'realms-'));
  realmFile = join(dir, 'realms.json');
  await writeFile(realmFile, JSON.stringify(await acme()));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('stored passwords', () => {
  it('are scrypt hashes, the demo users’ too; the right password matches, no other', async () => {
    for (const user of demoRealm.users) {
      expect(user.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(user.passwordHash).not.toContain(user.username);
      expect(await verifyPassword(user.passwordHash, user.username)).toBe(true);
      expect(await verifyPassword(user.passwordHash, `${user.username}!`)).toBe(false);
    }
    const hash = await hashPassword('secret');
    expect(hash).not.toBe(await hashPassword('secret')); // salted
    expect(await verifyPassword('not a hash', 'secret')).toBe(false);
  });
});

describe('which realms are served', () => {
  it('the demo realm by default, none of it with DEMO=0, a realm file’s alone when given', async () => {
    expect(readPlatformOptions({}, []).demo).toBe(true);
    expect(readPlatformOptions({ DEMO: '0' }, []).demo).toBe(false);
    expect(readPlatformOptions({ REALM_FILE: realmFile }, []).demo).toBe(false);
    expect(readPlatformOptions({ REALM_FILE: realmFile, DEMO: '1' }, []).demo).toBe(true);
    await expect(resolveRealms({ demo: false })).rejects.toThrow(/No realm to serve/);
    expect((await resolveRealms({ demo: false, realmFile })).map((realm) => realm.name)).toEqual([
      'acme',
    ]);
  });

  it('refuses a realm file with a plain-text password, saying where', async () => {
    const bad = join(dir, 'bad.json');
    const realm = await acme();
    await writeFile(
      bad,
      JSON.stringify({ ...realm, users: [{ ...realm.users[0], passwordHash: 'secret' }] }),
    );
    await expect(resolveRealms({ demo: false, realmFile: bad })).rejects.toThrow(
      /users\[0\]\.passwordHash/,
    );
  });
});

describe('a platform with a realm file and no demo realm', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ seedSize: 0, demo: false, realmFile }, 'real');
  });
  afterAll(() => platform.close());

  const token = (realm: string, username: string, password: string) =>
    fetch(`${platform.options.publicUrl}/realms/${realm}/protocol/openid-connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: 'console',
        username,
        password,
      }),
    });

  it('serves the file’s realm and users, not the demo realm or its users', async () => {
    const ops = await token('acme', 'ops', 'a long passphrase');
    expect(ops.status).toBe(200);
    const { access_token } = (await ops.json()) as { access_token: string };
    const corpuses = await platform.request({
      url: '/services/lm-factory/api/corpuses',
      token: access_token,
    });
    expect(corpuses.statusCode).toBe(403); // a valid token of that realm, without the role
    expect((await token('demo', 'admin', 'admin')).status).toBe(404);
    expect((await token('acme', 'admin', 'admin')).status).toBe(401);
  });
});
