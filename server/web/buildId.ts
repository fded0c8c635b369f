import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface BuildIdSource {
  /** The build id `GET /version` answers and `/config.json` carries. */
  current(): Promise<string>;
  /** Test hook: replaces the build id at run time (undefined = back to normal). */
  override(buildId: string | undefined): void;
}

const readText = (path: string) => readFile(path, 'utf8').catch(() => undefined);

/**
 * The build id, in order: a run-time override (test hook), `BUILD_ID`, `dev` in dev mode, then —
 * read on each call, so a rebuild of dist/ shows without a restart — `dist/build-id.txt`, a hash
 * of `dist/index.html`, else `dev`.
 */
export function createBuildIdSource(options: {
  fixed?: string;
  dev: boolean;
  distDir: string;
}): BuildIdSource {
  let overridden: string | undefined;
  return {
    async current() {
      if (overridden) return overridden;
      if (options.fixed) return options.fixed;
      if (options.dev) return 'dev';
      const written = (await readText(join(options.distDir, 'build-id.txt')))?.trim();
      if (written) return written;
      const index = await readText(join(options.distDir, 'index.html'));
      if (index) return createHash('sha256').update(index).digest('hex').slice(0, 12);
      return 'dev';
    },
    override(buildId) {
      overridden = buildId;
    },
  };
}
