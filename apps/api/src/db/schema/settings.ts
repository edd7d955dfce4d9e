import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Settings the app generates once and every API process must share, such as the token signing key
 * when JWT_SECRET is not configured.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Counters that triggers bump in the writing transaction whenever data a cached answer is built from
 * changes (migration 0005): a cache keyed by the counter is never stale, whichever process wrote. Today:
 * `map_markers`, for GET clusters/markers (decision 009).
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
