import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webDir, '../..');
// E2E_PORT lets two runs share a machine: the app on PORT, the mail sink's SMTP on PORT+1 and HTTP on PORT+2.
const PORT = Number(process.env.E2E_PORT ?? 4310);
process.env.E2E_MAIL_SINK_URL = `http://127.0.0.1:${PORT + 2}`;
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI machines are shared: a run there has seen half the CPU stolen, and a test of five page loads then
  // needs more than the default 30 s. A test that hangs still fails, a minute later.
  timeout: process.env.CI ? 60_000 : 30_000,
  // The same holds for one assertion: in CI a lazy screen's first paint (/search, the updates carousel, the
  // offline banner after a reload) has taken over the default 5 s, on both tries. Waiting longer only slows a
  // failing assertion; what must happen within a stated time says so with its own timeout.
  expect: { timeout: process.env.CI ? 12_000 : 5_000 },
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    // The app's service worker would answer requests before page.route sees them; only the offline spec
    // (install-offline.spec.ts) lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium: tests never download a browser (the benchmarks launch the same one).
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // An SMTP sink for the e-mailed codes (read by the tests on PORT+2), then scripts/start.mjs:
    // builds the web app when stale and serves it and the API on PORT from one process.
    command: 'node apps/web/e2e/support/serve-with-mail-sink.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      MAIL_SINK_SMTP_PORT: String(PORT + 1),
      MAIL_SINK_HTTP_PORT: String(PORT + 2),
      // A fresh, empty data directory per run: no state leaks between runs.
      DATA_DIR: path.join(os.tmpdir(), `dengue-e2e-${Date.now()}`),
      SUPERADMIN_EMAIL: 'superadmin@e2e.test',
      SUPERADMIN_PASSWORD: 'E2e-Superadmin-1!',
      LOG_LEVEL: 'warn',
      // Every test logs in from 127.0.0.1: raise the sign-in limits so the suite can grow (production: 1).
      RATE_LIMIT_SCALE: '20',
      // Browser tests never reach the internet: the weather section answers 'unavailable' at once.
      WEATHER_URL: 'http://127.0.0.1:9/v1/forecast',
    },
  },
});
