import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { barangays } from './barangays.ts';
import { clusters, subClusters } from './clusters.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { reportStatusEnum, reportTypeEnum, voteDirectionEnum } from './enums.ts';

/** A resident's breeding-site report. The author of an anonymous report never leaves the server. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /** Public pseudonym shown instead of the author for anonymous reports. */
    anonymousId: text('anonymous_id'),
    barangayId: uuid('barangay_id')
      .notNull()
      .references(() => barangays.id),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** date_and_time: when the resident saw the site. */
    observedAt: instant('observed_at').notNull(),
    reportType: reportTypeEnum('report_type').notNull(),
    description: text('description').notNull(),
    status: reportStatusEnum('status').notNull().default('Pending'),
    statusChangedAt: instant('status_changed_at'),
    statusChangedBy: uuid('status_changed_by').references(() => accounts.id, { onDelete: 'set null' }),
    clusterId: uuid('cluster_id').references(() => clusters.id, { onDelete: 'set null' }),
    subClusterId: uuid('sub_cluster_id').references(() => subClusters.id, { onDelete: 'set null' }),
    excludeFromClustering: boolean('exclude_from_clustering').notNull().default(false),
    /**
     * Taken out of its cluster by an admin without 'exclude permanently' (decision 028): kept out of clustering
     * until its status changes or a new report is filed within the link distance of it.
     */
    clusterHeld: boolean('cluster_held').notNull().default(false),
    isResolved: boolean('is_resolved').notNull().default(false),
    // Counters kept in step with the vote and comment tables inside the same transaction.
    upvoteCount: integer('upvote_count').notNull().default(0),
    downvoteCount: integer('downvote_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    /** The device's idempotency id (decision 015): a report sent again with it is stored once. */
    clientId: uuid('client_id'),
    /** The street address or landmark the author typed with the pin (decision 011); null when none. */
    address: varchar('address', { length: 200 }),
    /** The pin is the barangay's label point (set without the map): kept out of clustering. */
    locationApproximate: boolean('location_approximate').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt),
    // The Popular tab (upvotes, newest, id): read in order instead of sorting 60,000 rows (decision 039).
    index('reports_status_upvotes_idx').on(
      t.status,
      t.upvoteCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reports_author_idx').on(t.authorId, t.createdAt),
    index('reports_barangay_idx').on(t.barangayId, t.status),
    index('reports_cluster_idx').on(t.clusterId),
    // Marker tiles of the public map (decision 047): validated reports by position, a range of longitudes.
    index('reports_validated_position_idx').on(t.lng, t.lat).where(sql`status = 'Validated'`),
    // Ids are scoped to their author; NULLs (reports sent without one) never collide.
    uniqueIndex('reports_author_client_id_key').on(t.authorId, t.clientId),
    // Backs the feed's text search (`ilike '%term%'` on the description); pg_trgm comes from migration 0000.
    index('reports_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    // The pseudonym an anonymous report is searched by (never its author's username).
    index('reports_anonymous_id_trgm_idx').using('gin', sql`${t.anonymousId} gin_trgm_ops`),
    check('reports_description_length', sql`char_length(${t.description}) between 1 and 500`),
  ],
);

/** Stored, re-encoded images (never the uploaded bytes). Shared shape for reports and admin posts. */
const imageColumns = () => ({
  id: id(),
  position: integer('position').notNull(),
  storageKey: text('storage_key').notNull(),
  url: text('url').notNull(),
  thumbnailUrl: text('thumbnail_url').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
});

export const reportImages = pgTable(
  'report_images',
  {
    ...imageColumns(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
  },
  (t) => [index('report_images_report_idx').on(t.reportId, t.position)],
);

/** One vote per account per report; the primary key makes concurrent clicks safe. */
export const reportVotes = pgTable(
  'report_votes',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    direction: voteDirectionEnum('direction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.accountId] })],
);

export { imageColumns };
