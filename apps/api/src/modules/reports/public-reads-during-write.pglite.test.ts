import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../../test/auth-helpers.ts';
import { reports } from '../../db/schema/index.ts';
import { createReport, createReportsWorld, type ReportsWorld } from './reports-test-kit.ts';

/**
 * On the embedded database every statement waits for a transaction in progress, and an import's lasts
 * seconds. A kept public read does not wait for it: it answers what was last committed, and the change shows
 * once the transaction commits. (PostgreSQL readers never wait for writers, so this file is PGlite's only.)
 */

let w: ReportsWorld;
let report: Json;
const FEED = '/api/v1/reports?limit=10';
/** The longest the test's transaction holds the database; the test releases it as soon as the read answered. */
const HOLD_MS = 10_000;

const descriptionIn = (body: string) =>
  ((JSON.parse(body) as Json).posts as Json[]).find((p) => p._id === report._id)?.description;

beforeAll(async () => {
  w = await createReportsWorld();
  report = await createReport(w, { status: 'Validated', fields: { description: 'Open drum by the gate' } });
});

afterAll(() => w?.close());

describe('a public read while a long write holds the embedded database', () => {
  it('answers the committed feed without waiting, then the change once it commits', async () => {
    const before = await w.app.inject({ method: 'GET', url: FEED });
    expect(descriptionIn(before.body)).toBe('Open drum by the gate');

    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let committed = false;
    const write = w.db.transaction(async (tx) => {
      await tx
        .update(reports)
        .set({ description: 'Drum emptied' })
        .where(eq(reports.id, report._id as string));
      // Stands for an import's long save: the transaction stays open, holding the database.
      await Promise.race([held, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
    });
    void write.then(() => {
      committed = true;
    });
    // Let the transaction take the database first.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const during = await w.app.inject({ method: 'GET', url: FEED });
    const answeredBeforeCommit = !committed;
    release();
    await write;

    expect(during.statusCode).toBe(200);
    expect(descriptionIn(during.body)).toBe('Open drum by the gate');
    expect(during.headers.etag).toBe(before.headers.etag);
    expect(answeredBeforeCommit).toBe(true);

    const after = await w.app.inject({ method: 'GET', url: FEED });
    expect(descriptionIn(after.body)).toBe('Drum emptied');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
