import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const COMMIT = /^[0-9a-f]{7,64}$/;

const gitHead = async (cwd: string): Promise<string | undefined> => {
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd });
    return stdout.trim();
  } catch {
    return undefined; // no git here (a deployed build): the commit stays unknown
  }
};

/**
 * The commit the served console was built from (spec §3): `COMMIT_HASH`, else `dist/commit.txt`
 * (written by the build, read on each call like the build id), else — in dev, where the console
 * is the working tree — the repository's HEAD. Undefined when none is known.
 */
export function createCommitHashSource(options: {
  fixed?: string;
  dev: boolean;
  distDir: string;
  repoRoot: string;
}): () => Promise<string | undefined> {
  const head = options.dev ? gitHead(options.repoRoot) : undefined;
  return async () => {
    const found =
      options.fixed ??
      (await readFile(join(options.distDir, 'commit.txt'), 'utf8').catch(() => undefined)) ??
      (await head);
    const hash = found?.trim().toLowerCase();
    return hash && COMMIT.test(hash) ? hash : undefined;
  };
}
