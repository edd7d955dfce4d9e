import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { postCategoryEnum, postStatusEnum, voteDirectionEnum } from './enums.ts';
import { imageColumns, reports } from './reports.ts';

/** News, prevention tips and official announcements published by the surveillance division. */
export const adminPosts = pgTable(
  'admin_posts',
  {
    id: id(),
    authorId: uuid('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: postCategoryEnum('category').notNull(),
    status: postStatusEnum('status').notNull().default('active'),
    publishDate: instant('publish_date').notNull(),
    upvoteCount: integer('upvote_count').notNull().default(0),
    downvoteCount: integer('downvote_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    archivedAt: instant('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('admin_posts_listing_idx').on(t.status, t.category, t.publishDate),
    check('admin_posts_title_length', sql`char_length(${t.title}) between 1 and 120`),
    check('admin_posts_content_length', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);

export const adminPostImages = pgTable(
  'admin_post_images',
  {
    ...imageColumns(),
    postId: uuid('post_id')
      .notNull()
      .references(() => adminPosts.id, { onDelete: 'cascade' }),
  },
  (t) => [index('admin_post_images_post_idx').on(t.postId, t.position)],
);

export const adminPostVotes = pgTable(
  'admin_post_votes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => adminPosts.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    direction: voteDirectionEnum('direction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.accountId] })],
);

/** Comments belong to exactly one report or one admin post. */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => adminPosts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    upvoteCount: integer('upvote_count').notNull().default(0),
    downvoteCount: integer('downvote_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_report_idx').on(t.reportId, t.createdAt),
    index('comments_post_idx').on(t.postId, t.createdAt),
    check('comments_one_parent', sql`(${t.reportId} is null) <> (${t.postId} is null)`),
    check('comments_content_length', sql`char_length(${t.content}) between 1 and 1000`),
  ],
);

export const commentVotes = pgTable(
  'comment_votes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    direction: voteDirectionEnum('direction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.accountId] })],
);
