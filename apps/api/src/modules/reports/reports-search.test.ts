import { VALIDATION_MESSAGES } from '@dengue/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import type { Db } from '../../db/client.ts';
import { barangays, reports } from '../../db/schema/index.ts';
import { nameLookups } from './report-text-match.ts';
import { listReportQueries, type ReportCriteria } from './reports.repository.ts';
import { createReport, createReportsWorld, type ReportsWorld } from './reports-test-kit.ts';

/** GET reports?search= (resident section 2, Search; issue 4): what it looks in, its indexes, its paging. */

let w: ReportsWorld;
let anonymous: Json;
let named: Json;
let others: Json[];

beforeAll(async () => {
  w = await createReportsWorld();
  anonymous = await createReport(w, {
    status: 'Validated',
    fields: { isAnonymous: 'true', description: 'Clogged canal behind the bakery', report_type: 'Others' },
  });
  named = await createReport(w, {
    by: w.other,
    status: 'Validated',
    fields: { description: 'Open drum by the gate', report_type: 'Uncollected Garbage or Trash' },
  });
  others = [];
  for (let i = 0; i < 5; i++)
    others.push(
      await createReport(w, { status: 'Validated', fields: { description: `Old tyres, pile ${i}` } }),
    );
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const get = (url: string, token?: string) => call(w.app, 'GET', url, { token });
const ids = (list: Json[]) => list.map((r) => r._id).sort();
const search = async (term: string, token?: string, extra = '') =>
  ids((await get(`/reports?limit=100&search=${encodeURIComponent(term)}${extra}`, token)).body.posts);

describe('GET reports?search=', () => {
  it('finds a post by its barangay, report type, description and author username', async () => {
    const all = ids([anonymous, named, ...others]);
    expect(await search(w.place.barangay.toUpperCase())).toEqual(all);
    expect(await search('garbage or')).toEqual([named._id]);
    expect(await search('BAKERY')).toEqual([anonymous._id]);
    expect(await search(w.other.username)).toEqual([named._id]);
  });

  it("finds Santo Niño's reports as 'sto nino', 'Sto. Niño' or 'brgy sto nino', in search and the barangay filter", async () => {
    const report = await createReport(w, {
      status: 'Validated',
      fields: { description: 'Flooded planter boxes' },
    });
    const [nino] = await w.db
      .select({ id: barangays.id })
      .from(barangays)
      .where(eq(barangays.name, 'Santo Niño'));
    await w.db.update(reports).set({ barangayId: nino!.id }).where(eq(reports.id, report._id));
    for (const term of ['sto nino', 'Sto. Niño', 'brgy sto nino', 'santo nino']) {
      expect(await search(term), term).toEqual([report._id]);
      const filtered = await get(`/reports?limit=100&barangay=${encodeURIComponent(term)}`);
      expect(ids(filtered.body.posts), term).toEqual([report._id]);
    }
    await w.db.delete(reports).where(eq(reports.id, report._id));
  });

  it("never finds an anonymous post by its hidden author's username, but by its pseudonym", async () => {
    for (const viewer of [undefined, w.other.token]) {
      expect(await search(w.author.username, viewer)).toEqual(ids(others));
      expect(await search(anonymous.anonymousId, viewer)).toEqual([anonymous._id]);
    }
    // Staff know the author, and find it either way.
    expect(await search(w.author.username, w.admin.token)).toEqual(ids([anonymous, ...others]));
  });

  it('searchScope=posts looks in the post only (barangay, type, description), people in the name only', async () => {
    const scoped = (term: string, scope: string) => search(term, undefined, `&searchScope=${scope}`);
    // The author's username: found under all and people, not under posts.
    expect(await scoped(w.other.username, 'all')).toEqual([named._id]);
    expect(await scoped(w.other.username, 'people')).toEqual([named._id]);
    expect(await scoped(w.other.username, 'posts')).toEqual([]);
    // The post's own words: found under all and posts, not under people.
    for (const term of ['bakery', 'garbage or', w.place.barangay]) {
      expect(await scoped(term, 'posts')).toEqual(await scoped(term, 'all'));
      expect(await scoped(term, 'people')).toEqual([]);
    }
    expect(await scoped(anonymous.anonymousId, 'people')).toEqual([anonymous._id]);
    // Under people, still never the hidden author.
    expect(await scoped(w.author.username, 'people')).toEqual(ids(others));
    const bad = await get('/reports?search=x&searchScope=comments');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(VALIDATION_MESSAGES.searchScope);
  });

  it('pages stably when reports tie on the sort key: every report once, in the same order twice', async () => {
    // The same creation time and vote count for all: only the id can order them.
    await w.db.update(reports).set({ createdAt: new Date('2026-01-01T00:00:00Z'), upvoteCount: 3 });
    for (const tab of ['recent=true', 'popular=true']) {
      const pages: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const res = await get(`/reports?${tab}&search=tyres&limit=2&page=${page}`);
        pages.push(...(res.body.posts as Json[]).map((p) => p._id));
        expect(res.body.pagination).toMatchObject({ totalItems: 5, hasMore: page < 3 });
      }
      expect(pages).toHaveLength(5);
      expect(new Set(pages).size).toBe(5);
      const again = await get(`/reports?${tab}&search=tyres&limit=5`);
      expect((again.body.posts as Json[]).map((p) => p._id)).toEqual(pages);
    }
  });
});

/** The plan PostgreSQL (or PGlite) chooses for a statement, as text. */
async function explain(db: Db, statement: Parameters<typeof sql>[1]): Promise<string> {
  const result = (await db.execute(sql`explain ${statement}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('the search query uses indexes', () => {
  const page = { sortBy: 'createdAt', sortOrder: 'desc', limit: 10, offset: 0 } as const;

  beforeAll(async () => {
    // A city's worth of validated reports by 600 residents across every barangay, so the planner weighs
    // the indexes against tables of a realistic size and spread. VACUUM moves the rows just inserted out
    // of the trigram indexes' pending lists, as autovacuum would, so the indexes are priced as they are.
    await w.db.execute(sql`
      insert into accounts (username, email, password_hash, role, status, verified)
      select 'resident' || i, 'resident' || i || '@search.test', 'x', 'user', 'active', true
      from generate_series(1, 600) i`);
    await w.db.execute(sql`
      insert into reports (author_id, is_anonymous, anonymous_id, barangay_id, lng, lat, observed_at,
        report_type, description, status)
      select a.id, i % 5 = 0, case when i % 5 = 0 then 'Anonymous-' || upper(substr(md5(i::text), 1, 5)) end,
        b.id, 121.05, 14.65, now() - interval '1 hour', 'Stagnant Water',
        'Water in a container ' || md5(i::text), 'Validated'
      from generate_series(1, 5000) i
      cross join lateral (select id from barangays order by name offset i % 140 limit 1) b
      cross join lateral (select id from accounts where username like 'resident%'
        order by username offset i % 600 limit 1) a`);
    await w.db.execute(sql`vacuum analyze`);
  }, 60_000);

  it.each([
    ['a visitor', false],
    ['staff', true],
  ])('for a selective term, as %s: the trigram indexes, no table read whole', async (_who, reveal) => {
    const criteria: ReportCriteria = { statuses: ['Validated'], search: 'bakery', revealAuthors: reveal };
    const plans = await w.db.transaction(async (tx) => {
      // Even at this size a small table (the 142 barangays) is cheaper to read whole than through an
      // index, and where costs are close the choice could change between PostgreSQL and PGlite or with
      // the statistics of the day. With sequential scans priced out for this transaction only, the plan
      // shows what the indexes can answer: a condition no index can answer still ends in a Seq Scan (the
      // setting adds cost, it does not forbid), which is what this test is here to catch.
      await tx.execute(sql`set local enable_seqscan = off`);
      const queries = await listReportQueries(tx, criteria, page);
      return {
        rows: await explain(tx, queries.rows),
        count: await explain(tx, queries.count),
        barangays: await explain(tx, nameLookups.barangays(tx, '%bakery%')),
        accounts: await explain(tx, nameLookups.accounts(tx, '%bakery%')),
      };
    });
    for (const plan of [plans.rows, plans.count]) {
      expect(plan).not.toMatch(/Seq Scan/);
      expect(plan).toMatch(/BitmapOr/);
      expect(plan).toMatch(/Bitmap Index Scan on reports_description_trgm_idx/);
      expect(plan).toMatch(/Bitmap Index Scan on reports_anonymous_id_trgm_idx/);
    }
    expect(plans.barangays).toMatch(/barangays_name_trgm_idx/);
    expect(plans.barangays).toMatch(/barangays_display_name_trgm_idx/);
    expect(plans.accounts).toMatch(/accounts_username_trgm_idx/);
    // The statement explained is the one the API runs: the same term finds the report through the API.
    expect(await search('bakery', reveal ? w.admin.token : undefined)).toEqual([anonymous._id]);
  });

  it('a username matching more accounts than are listed by id gives the same answers', async () => {
    const expected = async (term: string, reveal: boolean) => {
      const result = (await w.db.execute(sql`select count(*)::int as n from reports r
        join accounts a on a.id = r.author_id
        where r.status = 'Validated' and a.username like ${`%${term}%`} and (${reveal} or not r.is_anonymous)`)) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0]!.n;
    };
    const total = async (term: string, token?: string) =>
      (await get(`/reports?limit=1&username=${term}`, token)).body.pagination.totalItems;
    // 'resident' names 600 accounts (looked up inside the statement), 'resident1' 111 (listed by id).
    for (const term of ['resident', 'resident1']) {
      expect(await total(term)).toBe(await expected(term, false));
      expect(await total(term, w.admin.token)).toBe(await expected(term, true));
    }
    expect(await expected('resident', false)).toBe(4000);
  });
});
