import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBuildIdSource } from '../../server/web/buildId';
import { createCommitHashSource } from '../../server/web/commitHash';

// The build id behind GET /version and /config.json, read from dist/ on each request.
let distDir: string;
beforeEach(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'build-id-'));
});
afterEach(() => rm(distDir, { recursive: true, force: true }));

describe('createBuildIdSource', () => {
  it('is dev without a build', async () => {
    expect(await createBuildIdSource({ dev: false, distDir }).current()).toBe('dev');
  });

  it('hashes dist/index.html, and follows a rebuild without a restart', async () => {
    const source = createBuildIdSource({ dev: false, distDir });
    const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
    await writeFile(join(distDir, 'index.html'), '<html>v1</html>');
    expect(await source.current()).toBe(hash('<html>v1</html>'));
    await writeFile(join(distDir, 'index.html'), '<html>v2</html>');
    expect(await source.current()).toBe(hash('<html>v2</html>'));
  });

  it('prefers dist/build-id.txt to the hash', async () => {
    await writeFile(join(distDir, 'index.html'), '<html></html>');
    await writeFile(join(distDir, 'build-id.txt'), 'abc1234\n');
    expect(await createBuildIdSource({ dev: false, distDir }).current()).toBe('abc1234');
  });

  it('prefers BUILD_ID to dist/, and dev mode answers dev', async () => {
    await writeFile(join(distDir, 'build-id.txt'), 'abc1234');
    expect(await createBuildIdSource({ fixed: 'ci-7', dev: false, distDir }).current()).toBe(
      'ci-7',
    );
    expect(await createBuildIdSource({ dev: true, distDir }).current()).toBe('dev');
  });

  it('lets the test hook override everything until reset', async () => {
    const source = createBuildIdSource({ fixed: 'ci-7', dev: false, distDir });
    source.override('ci-8');
    expect(await source.current()).toBe('ci-8');
    source.override(undefined);
    expect(await source.current()).toBe('ci-7');
  });
});

// Spec §3: the session knows the build's commit hash; the platform serves it with the build id.
describe('createCommitHashSource', () => {
  const options = { dev: false, repoRoot: '/nowhere' };
  it('reads dist/commit.txt (written by the build) on each call, else knows none', async () => {
    const source = createCommitHashSource({ ...options, distDir });
    expect(await source()).toBeUndefined();
    await writeFile(join(distDir, 'commit.txt'), '0123456789ABCDEF0123456789abcdef01234567\n');
    expect(await source()).toBe('0123456789abcdef0123456789abcdef01234567');
  });

  it('prefers COMMIT_HASH, and ignores what is not a commit hash', async () => {
    await writeFile(join(distDir, 'commit.txt'), 'abcdef1');
    expect(await createCommitHashSource({ ...options, distDir, fixed: 'fedcba9' })()).toBe(
      'fedcba9',
    );
    expect(
      await createCommitHashSource({ ...options, distDir, fixed: '<b>x</b>' })(),
    ).toBeUndefined();
  });
});
