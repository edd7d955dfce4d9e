/**
 * `npm run bench:api -- --explain`: EXPLAIN ANALYZE of every statement a feed page runs, as the repositories
 * build them, on the seeded data set (issue 19: find missing indexes at 100,000 reports before changing code).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../apps/api/src/db/client.ts';
import { publicClusterIds } from '../../../apps/api/src/modules/clusters/clusters.repository.ts';
import {
  imageUrlsOf,
  listReportQueries,
  type ReportCriteria,
} from '../../../apps/api/src/modules/reports/reports.repository.ts';
import { SEARCH_TERM } from './api-seed.ts';

type Explainable = { getSQL(): SQL };

export async function explainFeedQueries(database: Database, log: (line: string) => void): Promise<void> {
  const { db } = database;
  const rows = (q: SQL) => db.execute(q) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
  const [author] = (await rows(sql`select author_id from reports limit 1`)).rows;
  const authorId = author!.author_id as string;
  const visitor: ReportCriteria = { statuses: ['Validated'], revealAuthors: false };
  const page = { limit: 10, offset: 0 } as const;
  const feeds: [string, ReportCriteria, 'createdAt' | 'upvotes'][] = [
    ['latest', visitor, 'createdAt'],
    ['popular', visitor, 'upvotes'],
    [
      'My Posts',
      { statuses: ['Pending', 'Validated', 'Rejected'], authorId, revealAuthors: false },
      'createdAt',
    ],
    ['search', { ...visitor, search: SEARCH_TERM, searchScope: 'all' }, 'createdAt'],
  ];
  const explain = async (label: string, query: Explainable) => {
    const plan = await rows(sql`explain (analyze, buffers off, costs off) ${query.getSQL()}`);
    log(`  -- ${label}`);
    for (const line of plan.rows) log(`     ${String(Object.values(line)[0])}`);
  };
  const pageIds: string[] = [];
  for (const [name, criteria, sortBy] of feeds) {
    const queries = await listReportQueries(db, criteria, { ...page, sortBy, sortOrder: 'desc' });
    await explain(`${name}: rows`, queries.rows);
    await explain(`${name}: count`, queries.count);
    if (pageIds.length === 0) pageIds.push(...(await queries.rows).map((r) => r.report.id));
  }
  // The presenter's statements for one page: images, voter lists, visible clusters.
  const list = sql.join(
    pageIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await explain('page images', {
    getSQL: () =>
      sql`select report_id, url from report_images where report_id in (${list}) order by position`,
  });
  await explain('page voter lists', {
    getSQL: () =>
      sql`select report_id, account_id, direction from report_votes where report_id in (${list}) order by created_at, account_id`,
  });
  const started = performance.now();
  await Promise.all([imageUrlsOf(db, pageIds), publicClusterIds(db, [])]);
  log(`  (presenter statements ran in ${(performance.now() - started).toFixed(1)} ms)`);
}
