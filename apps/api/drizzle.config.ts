import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/src/db/migrations',
});
