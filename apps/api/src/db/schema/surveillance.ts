import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { barangays } from './barangays.ts';
import { createdAt, id, instant } from './columns.ts';
import { caseOutcomeEnum, deathPriorityEnum, importStatusEnum, patternTypeEnum } from './enums.ts';

/** One uploaded line list; also the job whose progress the web app polls. */
export const caseImports = pgTable('case_imports', {
  id: id(),
  uploadedBy: uuid('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
  originalFilename: text('original_filename').notNull(),
  status: importStatusEnum('status').notNull().default('queued'),
  /** 'YYYY-MM-DD', 'MM/DD/YYYY' or 'DD/MM/YYYY': the date form decided for this file. */
  dateFormat: text('date_format'),
  /** Why the slash-date order was chosen, in words the admin can check against the file. */
  dateFormatNote: text('date_format_note'),
  fileBytes: integer('file_bytes').notNull().default(0),
  /** Progress of the parse, for the poller: bytes of the file read so far. */
  bytesParsed: integer('bytes_parsed').notNull().default(0),
  rowsRead: integer('rows_read').notNull().default(0),
  /** Valid cases of the file, known once the parse ends: what the 'saving' phase writes ('Saving {n} cases'). */
  rowsToSave: integer('rows_to_save').notNull().default(0),
  /** Rows written so far inside the import transaction (visible to pollers on PostgreSQL only). */
  rowsSaved: integer('rows_saved').notNull().default(0),
  rowsImported: integer('rows_imported').notNull().default(0),
  rowsDuplicate: integer('rows_duplicate').notNull().default(0),
  /** Cases already stored (same CaseID) whose fields this file changed: updated in place. */
  rowsUpdated: integer('rows_updated').notNull().default(0),
  rowsOtherCity: integer('rows_other_city').notNull().default(0),
  rowsRejected: integer('rows_rejected').notNull().default(0),
  /** Imported rows whose morbidity week came from DAdmit because DOnset was blank, invalid or implausible. */
  rowsOnsetImputed: integer('rows_onset_imputed').notNull().default(0),
  barangaysAnalysed: integer('barangays_analysed').notNull().default(0),
  /** Every problem found: [{row, reason}]. The API answers the first 100 and offers all as CSV. */
  problems: jsonb('problems').$type<{ row: number; reason: string }[]>().notNull().default([]),
  unmatchedBarangays: jsonb('unmatched_barangays').$type<Record<string, number>>().notNull().default({}),
  error: text('error'),
  startedAt: createdAt(),
  /** Touched while the job runs; a running job whose heartbeat stopped belongs to a dead process. */
  heartbeatAt: instant('heartbeat_at').notNull().defaultNow(),
  finishedAt: instant('finished_at'),
  /** Set when an admin rolled the import back: the cases it added were removed (docs/decisions/020). */
  rolledBackAt: instant('rolled_back_at'),
  rolledBackBy: uuid('rolled_back_by').references(() => accounts.id, { onDelete: 'set null' }),
  rowsRolledBack: integer('rows_rolled_back').notNull().default(0),
});

/** The imported line list: one row per dengue case. */
export const dengueCases = pgTable(
  'dengue_cases',
  {
    id: id(),
    /** Hash of the normalised row; importing the same row again adds nothing. */
    fingerprint: text('fingerprint').notNull(),
    /**
     * The upload the case came from. Deliberately not a foreign key: import rows are never deleted, and the
     * per-row check costs about a fifth of a 150,000-row import on PGlite (docs/decisions/004-case-import.md).
     */
    importId: uuid('import_id'),
    barangayId: uuid('barangay_id')
      .notNull()
      .references(() => barangays.id),
    admittedOn: date('admitted_on', { mode: 'string' }).notNull(),
    onsetOn: date('onset_on', { mode: 'string' }),
    /** True when the morbidity week was derived from DAdmit because DOnset was invalid or implausible. */
    onsetImputed: boolean('onset_imputed').notNull().default(false),
    /** Sunday that starts the morbidity week (Sunday to Saturday) of the case. */
    morbidityWeekStart: date('morbidity_week_start', { mode: 'string' }).notNull(),
    outcome: caseOutcomeEnum('outcome').notNull(),
    sex: text('sex'),
    ageYears: doublePrecision('age_years'),
    caseClassification: text('case_classification'),
    /** Other PIDSR columns kept as they came. */
    extra: jsonb('extra').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dengue_cases_fingerprint_key').on(t.fingerprint),
    index('dengue_cases_barangay_week_idx').on(t.barangayId, t.morbidityWeekStart),
  ],
);

/** Result of the pattern recognition for one barangay at one analysis run. The newest row is current. */
export const barangayAnalyses = pgTable(
  'barangay_analyses',
  {
    id: id(),
    barangayId: uuid('barangay_id')
      .notNull()
      .references(() => barangays.id, { onDelete: 'cascade' }),
    analysedAt: instant('analysed_at').notNull().defaultNow(),
    /** The Manila calendar date the analysis was run for. */
    analysisDate: date('analysis_date', { mode: 'string' }),
    evaluationWeekStart: date('evaluation_week_start', { mode: 'string' }),
    pattern: patternTypeEnum('pattern').notNull(),
    p1: doublePrecision('p1'),
    p2: doublePrecision('p2'),
    referenceMean: doublePrecision('reference_mean'),
    phi: doublePrecision('phi'),
    spikeThreshold: integer('spike_threshold'),
    currentFourWeeks: integer('current_four_weeks'),
    previousFourWeeks: integer('previous_four_weeks'),
    trendP: doublePrecision('trend_p'),
    /** The p-value behind the label (spike rule that fired, else the four-week p): sorts the lists. */
    labelP: doublePrecision('label_p'),
    dohCluster: boolean('doh_cluster').notNull().default(false),
    explanation: text('explanation').notNull(),
    deathPriority: deathPriorityEnum('death_priority').notNull().default('P3'),
    deathsLastFourWeeks: integer('deaths_last_four_weeks').notNull().default(0),
    deathsLastYear: integer('deaths_last_year').notNull().default(0),
  },
  (t) => [
    index('barangay_analyses_current_idx').on(t.barangayId, t.analysedAt),
    // The newest run of all: part of the barangay list's version, read per request (decision 039).
    index('barangay_analyses_analysed_idx').on(t.analysedAt),
  ],
);

/** A dengue alert sent to chosen barangays. */
export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    senderId: uuid('sender_id').references(() => accounts.id, { onDelete: 'set null' }),
    title: text('title'),
    messages: jsonb('messages').$type<string[]>().notNull(),
    /** In-app notifications created when it was sent (the residents of its barangays then). */
    recipientsCount: integer('recipients_count').notNull().default(0),
    /** Push messages tried and accepted by the push services; the background fan-out fills them in. */
    pushAttemptedCount: integer('push_attempted_count').notNull().default(0),
    pushDeliveredCount: integer('push_delivered_count').notNull().default(0),
    /** Deleting archives: the banner and popups drop it, the count of alerts sent keeps it. */
    archivedAt: instant('archived_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at'),
  },
  (t) => [
    index('alerts_created_idx').on(t.createdAt),
    // The cooldown reads the sender's latest alert.
    index('alerts_sender_created_idx').on(t.senderId, t.createdAt),
  ],
);

export const alertBarangays = pgTable(
  'alert_barangays',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    barangayId: uuid('barangay_id')
      .notNull()
      .references(() => barangays.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('alert_barangays_key').on(t.alertId, t.barangayId),
    // Active alerts of one barangay (the banner and the map popup).
    index('alert_barangays_barangay_idx').on(t.barangayId),
  ],
);
