/**
 * The data set of `npm run bench:api`, written by the database itself (INSERT ... SELECT generate_series) so
 * 100,000 reports with their images, votes and comments, 10,000 accounts and 5 years of cases take seconds,
 * not minutes. `random()` is seeded per statement (setseed), so a rerun draws the same data.
 */
import { REPORT_TYPES } from '@dengue/core';
import { sql } from 'drizzle-orm';
import { type Database, runMigrations } from '../../../apps/api/src/db/client.ts';
import { seedBarangays } from '../../../apps/api/src/db/seed/barangays.ts';
import { hashPassword } from '../../../apps/api/src/lib/passwords.ts';
import { analyseAll } from '../../../apps/api/src/modules/analytics/analysis.service.ts';
import { recomputeClusters } from '../../../apps/api/src/modules/clusters/cluster-recompute.ts';

export interface SeedCounts {
  reports: number;
  accounts: number;
  /** Dengue cases per year, five years of them. */
  casesPerYear: number;
  clusters: boolean;
}

/** The accounts the benchmark signs in as (resident1 ... resident10): one real password for all. */
export const BENCH_PASSWORD = 'Bench-Resident-1!';
export const benchEmail = (n: number) => `resident${n}@bench.test`;

/** A word that only one description in ten holds: the search route's term. */
export const SEARCH_TERM = 'drum';
const DESCRIPTIONS = [
  'Stagnant water in an old tire beside the basketball court.',
  'Uncovered water drum behind the barangay hall, larvae visible.',
  'Clogged canal along the main road, water has not moved for days.',
  'Flower pots with standing water at the chapel entrance.',
  'Pile of garbage and empty cans near the school gate.',
  'Rainwater collected in a tarpaulin on a vacant lot.',
  'Broken bottles and containers in the creek bank.',
  'Roof gutter full of leaves and water at the health center.',
  'Discarded refrigerator holding water in the alley.',
  'Buckets left open after the water interruption.',
];

type Step = { label: string; run: () => Promise<unknown> };

export async function seedBenchData(database: Database, counts: SeedCounts, log: (line: string) => void) {
  const { db } = database;
  const exec = (query: ReturnType<typeof sql>) => db.execute(query);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const types = `{${REPORT_TYPES.map((t) => `"${t}"`).join(',')}}`;
  const descriptions = `{${DESCRIPTIONS.map((d) => `"${d}"`).join(',')}}`;
  const steps: Step[] = [
    { label: 'migrations', run: () => runMigrations(database) },
    { label: 'barangays', run: () => seedBarangays(db) },
    {
      label: `${counts.accounts} accounts`,
      run: () =>
        exec(sql`
          insert into accounts (username, email, password_hash, role, status, verified)
          select 'resident' || g, 'resident' || g || '@bench.test',
            case when g <= 10 then ${passwordHash} else 'not-a-hash' end, 'user', 'active', true
          from generate_series(1, ${counts.accounts}) g`),
    },
    {
      label: `${counts.reports} reports`,
      run: () =>
        exec(sql`
          with a as (select array_agg(id order by created_at, id) ids from accounts where email like '%@bench.test'),
            b as (select array_agg(id order by name) ids, array_agg(label_lng order by name) lngs,
                    array_agg(label_lat order by name) lats from barangays where label_lng is not null),
            s as (select setseed(0.20240601)),
            g as (select g, random() r, random() t, random() x, random() y
                  from s, generate_series(1, ${counts.reports}) g),
            rows as (
              select g.*, a.ids[1 + g % array_length(a.ids, 1)] author,
                1 + (g * 7) % array_length(b.ids, 1) bi,
                now() - (g.t * interval '365 days') seen
              from g, a, b)
          insert into reports (author_id, is_anonymous, anonymous_id, barangay_id, lng, lat, observed_at,
            report_type, description, status, status_changed_at, created_at, updated_at)
          select author, g % 10 = 0,
            case when g % 10 = 0 then 'Anonymous-' || upper(substr(md5(g::text), 1, 5)) end,
            b.ids[bi], b.lngs[bi] + (x - 0.5) * 0.004, b.lats[bi] + (y - 0.5) * 0.004, seen,
            (${types}::report_type[])[1 + g % 4],
            (${descriptions}::text[])[1 + g % 10] || ' #' || g,
            (case when r < 0.6 then 'Validated' when r < 0.9 then 'Pending' else 'Rejected' end)::report_status,
            case when r < 0.6 or r >= 0.9 then seen end, seen, seen
          from rows, b`),
    },
    {
      label: 'one image per report',
      run: () =>
        exec(sql`
          insert into report_images (report_id, position, storage_key, url, thumbnail_url, width, height, bytes)
          select id, 0, 'reports/' || id || '.webp', '/uploads/reports/' || id || '.webp',
            '/uploads/reports/' || id || '-thumb.webp', 1280, 960, 180000
          from reports`),
    },
    {
      label: 'votes (0 to 5 per report)',
      run: () =>
        exec(sql`
          with a as (select array_agg(id order by created_at, id) ids from accounts where email like '%@bench.test'),
            r as (select id, row_number() over (order by created_at, id) n from reports)
          insert into report_votes (report_id, account_id, direction)
          select r.id, a.ids[1 + (r.n * 7919 + j * 1237) % array_length(a.ids, 1)],
            (case when j % 4 = 0 then 'down' else 'up' end)::vote_direction
          from r, a, generate_series(1, (r.n % 6)::int) j
          on conflict do nothing`),
    },
    {
      label: 'comments (0 to 3 per report)',
      run: () =>
        exec(sql`
          with a as (select array_agg(id order by created_at, id) ids from accounts where email like '%@bench.test'),
            r as (select id, created_at, row_number() over (order by created_at, id) n from reports)
          insert into comments (author_id, report_id, content, created_at)
          select a.ids[1 + (r.n * 31 + j * 977) % array_length(a.ids, 1)], r.id,
            'Thank you for reporting, we will check it this weekend. (' || j || ')',
            r.created_at + j * interval '1 hour'
          from r, a, generate_series(1, (r.n % 4)::int) j`),
    },
    {
      label: 'vote and comment counters',
      run: async () => {
        await exec(sql`
          update reports r set upvote_count = v.up, downvote_count = v.down
          from (select report_id, (count(*) filter (where direction = 'up'))::int up,
                  (count(*) filter (where direction = 'down'))::int down
                from report_votes group by 1) v
          where v.report_id = r.id`);
        await exec(sql`
          update reports r set comment_count = c.n
          from (select report_id, count(*)::int n from comments where report_id is not null group by 1) c
          where c.report_id = r.id`);
      },
    },
    {
      label: `5 years of cases (${counts.casesPerYear} a year)`,
      run: () =>
        exec(sql`
          with b as (select array_agg(id order by name) ids from barangays),
            s as (select setseed(0.5)),
            g as (select g, random() r, random() d from s, generate_series(1, ${counts.casesPerYear * 5}) g),
            c as (select g, r, b.ids[1 + (g * 13) % array_length(b.ids, 1)] barangay,
                    current_date - (d * 5 * 365)::int admitted from g, b)
          insert into dengue_cases (fingerprint, barangay_id, admitted_on, onset_on, morbidity_week_start,
            outcome, sex, age_years)
          select md5('bench-case-' || g), barangay, admitted, admitted - 3,
            (admitted - 3) - extract(dow from admitted - 3)::int,
            (case when r < 0.005 then 'died' else 'alive' end)::case_outcome,
            case when g % 2 = 0 then 'M' else 'F' end, 1 + (g % 70)
          from c`),
    },
    { label: 'analysis run', run: () => analyseAll(db) },
    ...(counts.clusters ? [{ label: 'clusters', run: () => recomputeClusters(db) }] : []),
    { label: 'vacuum analyze', run: () => exec(sql`vacuum analyze`) },
  ];
  for (const step of steps) {
    const started = performance.now();
    await step.run();
    log(`  seeded ${step.label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
