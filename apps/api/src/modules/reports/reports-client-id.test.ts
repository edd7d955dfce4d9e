import { randomUUID } from 'node:crypto';
import {
  isoDateToUtcMs,
  manilaInstant,
  manilaYesterday,
  utcMsToIsoDate,
  VALIDATION_MESSAGES,
} from '@dengue/core';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-helpers.ts';
import { reportImages, reports } from '../../db/schema/index.ts';
import {
  jpeg,
  type Persona,
  postReport,
  reportsWorldForSuite,
  storedFiles,
  validFields,
} from './reports-test-kit.ts';

/**
 * POST reports with a client id (decision 015): a report sent again by a phone that lost the first answer,
 * or sent twice at once by two tabs, is stored once and answered with the stored report.
 */

const w = reportsWorldForSuite();

const photo = async () => [{ name: 'site.jpg', type: 'image/jpeg', data: await jpeg() }];

const send = async (by: Persona, clientId: string, overrides: Record<string, string> = {}) =>
  postReport(w, by.token, validFields(w, { clientId, ...overrides }), await photo());

/** Rows stored with this client id, and their images. */
async function storedWith(clientId: string) {
  const rows = await w.db.select().from(reports).where(eq(reports.clientId, clientId));
  const ids = rows.map((row) => row.id);
  const images = ids.length
    ? await w.db.select().from(reportImages).where(inArray(reportImages.reportId, ids))
    : [];
  return { rows, images };
}

describe('POST reports with a clientId', () => {
  it('the same clientId twice stores one report and answers the same both times', async () => {
    const clientId = randomUUID();
    const first = await send(w.author, clientId);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const filesAfterFirst = storedFiles(w.uploadsDir).length;

    const again = await send(w.author, clientId);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);

    const { rows, images } = await storedWith(clientId);
    expect(rows.map((row) => row.id)).toEqual([first.body._id]);
    expect(images).toHaveLength(1);
    // No second set of image files either.
    expect(storedFiles(w.uploadsDir)).toHaveLength(filesAfterFirst);
  });

  it('two concurrent POSTs with one clientId leave one row, one set of images, and the same answer', async () => {
    const clientId = randomUUID();
    const filesBefore = storedFiles(w.uploadsDir).length;
    const [a, b] = await Promise.all([send(w.author, clientId), send(w.author, clientId)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body._id).toBe(b.body._id);

    const { rows, images } = await storedWith(clientId);
    expect(rows).toHaveLength(1);
    expect(images).toHaveLength(1);
    // The request that lost removed its files again: one photo is a main image and a thumbnail.
    expect(storedFiles(w.uploadsDir)).toHaveLength(filesBefore + 2);
  });

  it('a repeat answers the stored report even when its date no longer passes the rules', async () => {
    const clientId = randomUUID();
    const first = await send(w.author, clientId);
    expect(first.status).toBe(201);
    // The phone's retry two days later: its date is no longer today or yesterday.
    const twoDaysAgo = utcMsToIsoDate(isoDateToUtcMs(manilaYesterday(new Date())) - 86_400_000);
    const late = await send(w.author, clientId, {
      date_and_time: manilaInstant(twoDaysAgo, '12:00').toISOString(),
    });
    expect(late.status).toBe(201);
    expect(late.body._id).toBe(first.body._id);
    expect((await storedWith(clientId)).rows).toHaveLength(1);
  });

  it('another account with the same clientId files its own report', async () => {
    const clientId = randomUUID();
    const mine = await send(w.author, clientId, { description: 'Tyres behind the court (author).' });
    const theirs = await send(w.other, clientId, { description: 'Drums by the gate (neighbour).' });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body._id).not.toBe(mine.body._id);
    expect(theirs.body).toMatchObject({
      description: 'Drums by the gate (neighbour).',
      user: { _id: w.other.id },
    });
    const { rows } = await storedWith(clientId);
    expect(rows.map((row) => row.authorId).sort()).toEqual([w.author.id, w.other.id].sort());
  });

  it('an anonymous report sent twice keeps one pseudonym and still hides its author from others', async () => {
    const clientId = randomUUID();
    const first = await send(w.author, clientId, { isAnonymous: 'true' });
    const again = await send(w.author, clientId, { isAnonymous: 'true' });
    expect(again.body).toEqual(first.body);
    expect(again.body.anonymousId).toMatch(/^Anonymous-[A-Z0-9]{5}$/);
    await w.db.update(reports).set({ status: 'Validated' }).where(eq(reports.id, first.body._id));
    const seen = await call(w.app, 'GET', `/reports/${first.body._id}`, { token: w.other.token });
    expect(seen.status).toBe(200);
    expect(seen.body.user).toBeNull();
    expect(seen.body.displayUser.username).toBe(first.body.anonymousId);
  });

  it.each([
    ['not a UUID', 'report-1'],
    ['empty', ''],
    ['a UUID with a stray character', `${randomUUID()}x`],
  ])('a malformed clientId (%s) is a 400 that says what it must be, and stores nothing', async (_, bad) => {
    const before = (await w.db.select().from(reports)).length;
    const res = await send(w.author, bad);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VALIDATION_MESSAGES.reportClientId);
    expect((await w.db.select().from(reports)).length).toBe(before);
  });

  it('without a clientId every POST is a new report, as before', async () => {
    const fields = validFields(w, { description: `No client id ${randomUUID()}` });
    const a = await postReport(w, w.author.token, fields, await photo());
    const b = await postReport(w, w.author.token, fields, await photo());
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body._id).not.toBe(b.body._id);
  });
});
