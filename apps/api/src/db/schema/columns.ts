import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary key shared by every entity: a UUID, exposed by the API as the `_id` string. */
export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

/** Instants are stored in UTC (`timestamptz`); the city's time zone is applied only when shown. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();
