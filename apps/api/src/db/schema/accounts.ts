import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { barangays } from './barangays.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { accountStatusEnum, otpPurposeEnum, roleEnum } from './enums.ts';

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('user'),
    status: accountStatusEnum('status').notNull().default('unverified'),
    verified: boolean('verified').notNull().default(false),
    bio: text('bio').notNull().default(''),
    profilePhotoUrl: text('profile_photo_url'),
    homeBarangayId: uuid('home_barangay_id').references(() => barangays.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    // 'An active account with this email already exists': one non-deleted account per e-mail, case-insensitive.
    uniqueIndex('accounts_live_email_key').on(sql`lower(${t.email})`).where(sql`${t.status} <> 'deleted'`),
    index('accounts_role_status_idx').on(t.role, t.status),
    // Sending an alert selects the active residents of the chosen barangays.
    index('accounts_home_barangay_idx')
      .on(t.homeBarangayId)
      .where(sql`${t.role} = 'user' and ${t.status} = 'active'`),
    // Backs the username search of reports (`ilike '%term%'`); pg_trgm comes from migration 0000.
    index('accounts_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
  ],
);

/**
 * Refresh sessions: opaque tokens stored as hashes. Each refresh rotates the token within its family;
 * presenting a rotated token revokes the whole family (reuse detection).
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    rotatedAt: instant('rotated_at'),
    revokedAt: instant('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_sessions_token_hash_key').on(t.tokenHash),
    index('refresh_sessions_family_idx').on(t.familyId),
    index('refresh_sessions_account_idx').on(t.accountId),
  ],
);

/** One-time codes (4 digits), stored hashed, with an attempt counter so a code dies after 5 wrong tries. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: otpPurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_account_purpose_idx').on(t.accountId, t.purpose, t.createdAt)],
);

/** Single-use reset tokens handed out after a password-reset code is verified. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

/** Without SMTP_URL, mail lands here so a person trying the app can read the code and finish sign-up. */
export const devOutbox = pgTable('dev_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

/** Rate-limit counters live in the database so several API processes share them. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: instant('reset_at').notNull(),
});

/** In-app notifications, e.g. "your report was validated". */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    /**
     * No foreign key: an alert inserts one row per resident of its barangays, and the key's per-row check
     * locks each account row, more than half of the send's time (docs/decisions/025). Accounts are never
     * deleted (status 'deleted' keeps the row), and every insert selects the ids from accounts.
     */
    accountId: uuid('account_id').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    reportId: uuid('report_id'),
    /** Set on 'dengue-alert' notices; no foreign key, so the one INSERT ... SELECT of a send stays lean. */
    alertId: uuid('alert_id'),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_account_idx').on(t.accountId, t.createdAt)],
);
