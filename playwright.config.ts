import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests run the production build (`npm run build`) on the real local platform, with a
// fresh data directory, in Debian's Chromium (Playwright cannot download browsers here).
const port = Number(process.env.E2E_PORT ?? 8188);
const baseURL = `http://localhost:${port}`;
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'console-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  // Parallel runs (several people on one machine) each use their own E2E_PORT, DIST_DIR and this.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace for every test cost a third of the suite's time (two spec files: 106 s
    // with, 71 s without); a failure is retried once in CI, and that retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${baseURL}/version`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ALLOW_TEST_HOOKS: '1',
      // Build phases long enough to be seen on a loaded machine (queued, then running).
      LM_BUILD_MIN_MS: '4000',
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
  },
});
