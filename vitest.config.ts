import { configDefaults, defineConfig } from 'vitest/config';

// `*.pg.test.ts` files need a PostgreSQL server (two processes on one database): they run only when
// TEST_DATABASE_URL is set, and are left out, not skipped, on the embedded database. `*.pglite.test.ts`
// files are about the embedded database's own folder and run only in the embedded run.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, onPostgres ? '**/*.pglite.test.ts' : '**/*.pg.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          // Each file gets its own database copied from a migrated template; PGlite start-up dominates.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
