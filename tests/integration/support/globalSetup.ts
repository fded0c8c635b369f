import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its PGlite templates (see `openTestDatabase`). */
    pgliteTemplates: string;
  }
}

/** One folder of database templates per run: made by the first test that needs each, then shared. */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'console-test-templates-'));
  project.provide('pgliteTemplates', folder);
  return () => rm(folder, { recursive: true, force: true });
}
