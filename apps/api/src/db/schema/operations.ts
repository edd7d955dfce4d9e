import { doublePrecision, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { barangays } from './barangays.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { interventionStatusEnum, interventionTypeEnum } from './enums.ts';

/** Fogging, larvicide traps, clean-up drives and education campaigns planned by the division. */
export const interventions = pgTable(
  'interventions',
  {
    id: id(),
    barangayId: uuid('barangay_id')
      .notNull()
      .references(() => barangays.id),
    address: text('address').notNull().default(''),
    interventionType: interventionTypeEnum('intervention_type').notNull(),
    personnel: text('personnel').notNull(),
    date: instant('date').notNull(),
    status: interventionStatusEnum('status').notNull(),
    /** Archived interventions leave the active list but can be restored. */
    archivedAt: instant('archived_at'),
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    description: text('description').notNull().default(''),
    completedAt: instant('completed_at'),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interventions_barangay_idx').on(t.barangayId, t.status),
    index('interventions_date_idx').on(t.date),
  ],
);

/** Every admin and superadmin action: who did what to which record, when and from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
