import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, haversineMeters, lastCompleteWeekStart, manilaToday, pointInPolygon } from '@dengue/core';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-app.ts';
import { thumbnailKeyFor } from '../../../lib/images.ts';
import { verifyPassword } from '../../../lib/passwords.ts';
import { analyseInterventionEffect } from '../../../modules/effectiveness/effectiveness.service.ts';
import type { Database } from '../../client.ts';
import {
  DEMO_MARKER_KEY,
  DEMO_PASSWORD,
  type DemoSeedSummary,
  RISING_BARANGAYS,
  SPIKE_BARANGAYS,
  seedDemoData,
} from './index.ts';

const TABLES = [
  'accounts',
  'reports',
  'report_images',
  'report_votes',
  'comments',
  'clusters',
  'dengue_cases',
  'case_imports',
  'barangay_analyses',
  'interventions',
  'admin_posts',
  'admin_post_images',
  'admin_post_votes',
  'alerts',
  'alert_barangays',
  'notifications',
  'app_settings',
] as const;

const silent = { info: () => {} };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe('seedDemoData', () => {
  let database: Database;
  let uploadsDir: string;
  let summary: DemoSeedSummary | null;
  let seedMs = 0;

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      const [row] = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
      out[table] = row?.n ?? -1;
    }
    return out;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'dengue-demo-'));
    const started = performance.now();
    summary = await seedDemoData(database.db, { uploadsDir, log: silent });
    seedMs = performance.now() - started;
    console.info(`demo seed took ${Math.round(seedMs)} ms`, summary, await counts());
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('seeds once: a second run changes nothing', async () => {
    expect(summary).not.toBeNull();
    const before = await counts();
    const filesBefore = filesUnder(uploadsDir).length;
    expect(await seedDemoData(database.db, { uploadsDir, log: silent })).toBeNull();
    expect(await counts()).toEqual(before);
    expect(filesUnder(uploadsDir).length).toBe(filesBefore);
    const [marker] = await rows<{ value: string }>(
      sql`select value from app_settings where key = ${DEMO_MARKER_KEY}`,
    );
    expect(marker).toBeDefined();
  });

  it('creates the admin and twelve residents sharing the demo password', async () => {
    const accounts = await rows<{
      email: string;
      role: string;
      status: string;
      verified: boolean;
      password_hash: string;
    }>(
      sql`select email, role, status, verified, password_hash from accounts where email like '%@demo.dengue-watch.local'`,
    );
    expect(accounts).toHaveLength(13);
    expect(accounts.filter((a) => a.role === 'admin').map((a) => a.email)).toEqual([
      'admin@demo.dengue-watch.local',
    ]);
    expect(accounts.filter((a) => a.status === 'unverified' && !a.verified)).toHaveLength(1);
    expect(accounts.filter((a) => a.status === 'banned')).toHaveLength(1);
    expect(await verifyPassword(accounts[0]?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('places every report inside its barangay polygon', async () => {
    const reports = await rows<{ lng: number; lat: number; geometry: Parameters<typeof pointInPolygon>[1] }>(
      sql`select r.lng, r.lat, b.geometry from reports r join barangays b on b.id = r.barangay_id`,
    );
    expect(reports.length).toBeGreaterThanOrEqual(35);
    for (const r of reports) expect(pointInPolygon([r.lng, r.lat], r.geometry)).toBe(true);
    const barangays = await rows<{ n: number }>(
      sql`select count(distinct barangay_id)::int as n from reports`,
    );
    expect(barangays[0]?.n).toBeGreaterThanOrEqual(12);
  });

  it('gives every report stored photos without EXIF, with thumbnails on disk', async () => {
    const perReport = await rows<{ n: number }>(
      sql`select count(i.id)::int as n from reports r left join report_images i on i.report_id = r.id group by r.id`,
    );
    expect(perReport.every((r) => r.n >= 1 && r.n <= 3)).toBe(true);
    const images = await rows<{
      storage_key: string;
      url: string;
      thumbnail_url: string;
      width: number;
      bytes: number;
    }>(
      sql`select storage_key, url, thumbnail_url, width, bytes from report_images
          union all select storage_key, url, thumbnail_url, width, bytes from admin_post_images`,
    );
    for (const image of images) {
      const file = path.join(uploadsDir, image.storage_key);
      expect(image.url).toBe(`/uploads/${image.storage_key}`);
      expect(existsSync(path.join(uploadsDir, thumbnailKeyFor(image.storage_key)))).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.length).toBe(image.bytes);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(image.width);
    }
  });

  it('keeps vote and comment counters equal to the rows', async () => {
    const mismatched = await rows(sql`
      select r.id from reports r
      where r.upvote_count <> (select count(*) from report_votes v where v.report_id = r.id and v.direction = 'up')
         or r.downvote_count <> (select count(*) from report_votes v where v.report_id = r.id and v.direction = 'down')
         or r.comment_count <> (select count(*) from comments c where c.report_id = r.id)
      union all
      select p.id from admin_posts p
      where p.upvote_count <> (select count(*) from admin_post_votes v where v.post_id = p.id and v.direction = 'up')
         or p.downvote_count <> (select count(*) from admin_post_votes v where v.post_id = p.id and v.direction = 'down')
         or p.comment_count <> (select count(*) from comments c where c.post_id = p.id)`);
    expect(mismatched).toEqual([]);
    const [engaged] = await rows<{ votes: number; comments: number }>(
      sql`select (select count(*)::int from report_votes) as votes, (select count(*)::int from comments where report_id is not null) as comments`,
    );
    expect(engaged?.votes).toBeGreaterThan(20);
    expect(engaged?.comments).toBeGreaterThan(10);
  });

  it('has Pending, Validated and Rejected reports, every report type and a few anonymous ones', async () => {
    const statuses = await rows<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from reports group by status`,
    );
    const byStatus = Object.fromEntries(statuses.map((s) => [s.status, s.n]));
    expect(Object.keys(byStatus).sort()).toEqual(['Pending', 'Rejected', 'Validated']);
    expect(byStatus.Validated).toBeGreaterThan((byStatus.Pending ?? 0) + (byStatus.Rejected ?? 0));
    const types = await rows(sql`select distinct report_type from reports`);
    expect(types).toHaveLength(4);
    const anonymous = await rows<{ anonymous_id: string }>(
      sql`select anonymous_id from reports where is_anonymous`,
    );
    expect(anonymous.length).toBeGreaterThanOrEqual(2);
    for (const a of anonymous) expect(a.anonymous_id).toMatch(/^Anonymous-[A-Z0-9]{5}$/);
    const decided = await rows(
      sql`select id from reports where status <> 'Pending' and (status_changed_at is null or status_changed_by is null)`,
    );
    expect(decided).toEqual([]);
  });

  it('forms one cluster of three validated reports within its radius', async () => {
    const [cluster] = await rows<{
      id: string;
      center_lng: number;
      center_lat: number;
      radius_meters: number;
      report_count: number;
    }>(sql`select id, center_lng, center_lat, radius_meters, report_count from clusters`);
    expect(cluster?.report_count).toBe(3);
    const members = await rows<{ lng: number; lat: number; status: string }>(
      sql`select lng, lat, status from reports where cluster_id = ${cluster?.id ?? null}`,
    );
    expect(members).toHaveLength(3);
    for (const m of members) {
      expect(m.status).toBe('Validated');
      expect(
        haversineMeters([cluster?.center_lng ?? 0, cluster?.center_lat ?? 0], [m.lng, m.lat]),
      ).toBeLessThanOrEqual((cluster?.radius_meters ?? 0) - 5.9);
    }
    expect(cluster?.radius_meters).toBeGreaterThanOrEqual(8);
    expect(cluster?.radius_meters).toBeLessThanOrEqual(30);
  });

  it('colours the map: cases in most barangays, spikes in the last complete week', async () => {
    const [covered] = await rows<{ n: number }>(
      sql`select count(distinct barangay_id)::int as n from dengue_cases`,
    );
    expect(covered?.n).toBeGreaterThanOrEqual(100);
    const lastWeek = lastCompleteWeekStart(manilaToday());
    const firstOfEight = addDays(lastWeek, -56);
    for (const name of SPIKE_BARANGAYS) {
      const weekly = await rows<{ week: string; n: number }>(sql`
        select c.morbidity_week_start::text as week, count(*)::int as n from dengue_cases c
        join barangays b on b.id = c.barangay_id
        where b.name = ${name} and c.morbidity_week_start >= ${firstOfEight} and c.morbidity_week_start <= ${lastWeek}
        group by 1`);
      const last = weekly.find((w) => w.week === lastWeek)?.n ?? 0;
      const previousMean = weekly.filter((w) => w.week !== lastWeek).reduce((s, w) => s + w.n, 0) / 8;
      expect(last, name).toBeGreaterThan(previousMean * 2);
    }
    const patterns = await rows<{ name: string; pattern: string }>(sql`
      select distinct on (b.name) b.name, a.pattern from barangay_analyses a join barangays b on b.id = a.barangay_id
      order by b.name, a.analysed_at desc`);
    const patternOf = new Map(patterns.map((p) => [p.name, p.pattern]));
    for (const name of SPIKE_BARANGAYS) expect(patternOf.get(name), name).toBe('spike');
    for (const name of RISING_BARANGAYS) expect(patternOf.get(name), name).toBe('increase');
  });

  it('writes consistent line-list rows: Sunday weeks, onset before admission, deaths, one import', async () => {
    const bad = await rows(sql`
      select id from dengue_cases
      where extract(dow from morbidity_week_start) <> 0
         or onset_on < morbidity_week_start or onset_on > morbidity_week_start + 6
         or admitted_on < onset_on or admitted_on > onset_on + 5 or onset_imputed`);
    expect(bad).toEqual([]);
    const lastWeek = lastCompleteWeekStart(manilaToday());
    const [deaths] = await rows<{ all: number; recent: number }>(sql`
      select count(*)::int as all, count(*) filter (where morbidity_week_start > ${addDays(lastWeek, -28)})::int as recent
      from dengue_cases where outcome = 'died'`);
    expect(deaths?.all).toBeGreaterThanOrEqual(3);
    expect(deaths?.recent).toBeGreaterThanOrEqual(1);
    const [imported] = await rows<{
      status: string;
      rows_read: number;
      rows_imported: number;
      n: number;
    }>(sql`
      select i.status, i.rows_read, i.rows_imported, (select count(*)::int from dengue_cases c where c.import_id = i.id) as n
      from case_imports i`);
    expect(imported?.status).toBe('done');
    expect(imported?.rows_imported).toBe(imported?.n);
    expect(imported?.rows_read).toBe(imported?.n);
    expect(imported?.n).toBeGreaterThan(1000);
  });

  it('has interventions whose effect the analysis can read: fewer cases after the Greater Lagro fogging', async () => {
    const scenes = await rows<{ id: string; name: string }>(
      sql`select i.id, b.name from interventions i join barangays b on b.id = i.barangay_id
          where b.name in ('Greater Lagro', 'Project 6') order by b.name`,
    );
    expect(scenes.map((s) => s.name)).toEqual(['Greater Lagro', 'Project 6']);
    const verdicts = [];
    for (const scene of scenes) {
      const { data } = await analyseInterventionEffect(database.db, { intervention_id: scene.id, weeks: 4 });
      verdicts.push(data.verdict);
    }
    expect(verdicts[0]).toBe('fewer_cases');
    // The clean-up drive's outbreak went on alike on both sides: whatever the draw says, it is no 'fewer'.
    expect(['no_clear_change', 'more_cases', 'insufficient_data']).toContain(verdicts[1]);
  });

  it('adds interventions of every type and status, posts with images, alerts and notifications', async () => {
    const interventions = await rows<{
      intervention_type: string;
      status: string;
      archived: boolean;
      completed: boolean;
    }>(
      sql`select intervention_type, status, archived_at is not null as archived, completed_at is not null as completed from interventions`,
    );
    expect(new Set(interventions.map((i) => i.intervention_type)).size).toBe(4);
    expect(new Set(interventions.map((i) => i.status))).toEqual(
      new Set(['Scheduled', 'Ongoing', 'Complete']),
    );
    expect(interventions.filter((i) => i.archived)).toHaveLength(1);
    expect(interventions.every((i) => (i.status === 'Complete') === i.completed)).toBe(true);
    const posts = await rows<{ category: string; status: string }>(
      sql`select category, status from admin_posts where author_id is not null`,
    );
    expect(posts.filter((p) => p.category === 'news')).toHaveLength(3);
    expect(posts.filter((p) => p.category === 'tip')).toHaveLength(3);
    expect(posts.filter((p) => p.category === 'announcement')).toHaveLength(2);
    expect(posts.filter((p) => p.status === 'archived')).toHaveLength(1);
    const [alertCounts] = await rows<{ alerts: number; targets: number }>(
      sql`select (select count(*)::int from alerts) as alerts, (select count(*)::int from alert_barangays) as targets`,
    );
    expect(alertCounts?.alerts).toBe(4);
    expect(alertCounts?.targets).toBeGreaterThanOrEqual(4);
    const notes = await rows<{ status: string }>(
      sql`select r.status from notifications n join reports r on r.id = n.report_id and r.author_id = n.account_id`,
    );
    expect(notes.map((n) => n.status)).toEqual(['Validated', 'Validated']);
  });

  it('points residents only to pages they have (interventions are a layer of the map)', async () => {
    const posts = await rows<{ content: string }>(sql`select content from admin_posts`);
    expect(posts.filter((p) => /interventions page/i.test(p.content))).toEqual([]);
  });

  it('stays fast', () => {
    expect(seedMs).toBeLessThan(20_000);
  });
});

describe('seedDemoData on failure', () => {
  it('leaves no rows and no files behind', async () => {
    const database = await createTestDatabase();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dengue-demo-fail-'));
    // The uploads "folder" is a file: the first photo cannot be written, after accounts were inserted.
    const blocked = path.join(dir, 'uploads');
    writeFileSync(blocked, 'not a folder');
    try {
      await expect(seedDemoData(database.db, { uploadsDir: blocked, log: silent })).rejects.toThrow();
      const result = await database.db.execute(sql`select
          (select count(*)::int from accounts) as accounts,
          (select count(*)::int from app_settings where key = ${DEMO_MARKER_KEY}) as marker`);
      const [row] = (result as unknown as { rows: { accounts: number; marker: number }[] }).rows;
      expect(row).toEqual({ accounts: 0, marker: 0 });
      expect(readdirSync(dir)).toEqual(['uploads']);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
