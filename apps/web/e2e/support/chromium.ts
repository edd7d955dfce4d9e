/**
 * The one browser the end-to-end tests (playwright.config.ts) and the benchmarks (scripts/bench) run:
 * Debian's Chromium, never a downloaded one, with the same flags, so a benchmark measures the browser the
 * tests prove the app in.
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What a container needs: no user namespaces for the sandbox, no GPU, a small /dev/shm. */
export const CHROMIUM_CONTAINER_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** Headless, and quiet: no background downloads, updates or sync traffic beside the page's own. */
export const CHROMIUM_ARGS = [
  '--headless',
  ...CHROMIUM_CONTAINER_FLAGS,
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
