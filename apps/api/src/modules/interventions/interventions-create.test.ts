import { API_MESSAGES, INTERVENTION_MESSAGES as M } from '@dengue/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsFor, call } from '../../../test/auth-helpers.ts';
import { interventions } from '../../db/schema/index.ts';
import {
  createInterventionsWorld,
  daysFromNow,
  type InterventionsWorld,
  validBody,
} from './interventions-test-kit.ts';

let w: InterventionsWorld;
beforeAll(async () => {
  w = await createInterventionsWorld();
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const post = (body: unknown, token: string | undefined = w.admin.token) =>
  call(w.app, 'POST', '/interventions', { token, body, ip: '203.0.113.7' });
const storedCount = async () =>
  (await w.db.select({ n: sql<number>`count(*)::int` }).from(interventions))[0]!.n;

/** A refused POST answers `status` with `message` and stores nothing. */
async function expectRefused(body: unknown, status: number, message: string, token?: string) {
  const before = await storedCount();
  const res = await post(body, token);
  expect(res.status).toBe(status);
  expect(res.body.message).toBe(message);
  expect(await storedCount()).toBe(before);
}

describe('POST interventions', () => {
  it('creates an intervention and answers the shape the map reads', async () => {
    const body = validBody(w, { description: 'Barangay hall to the creek' });
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      barangay: w.home.barangay,
      address: body.address,
      interventionType: 'Fogging',
      personnel: 'QC ESD Team 3',
      date: body.date,
      status: 'Scheduled',
      isArchived: false,
      specific_location: { type: 'Point', coordinates: [w.home.lng, w.home.lat] },
      description: 'Barangay hall to the creek',
      completedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [entry] = await auditRowsFor(w.db, res.body._id);
    expect(entry).toMatchObject({
      actorId: w.admin.id,
      actorRole: 'admin',
      action: 'intervention.create',
      targetType: 'intervention',
      ip: '203.0.113.7',
    });
  });

  it('matches the barangay name loosely and answers the official name', async () => {
    const res = await post(validBody(w, { barangay: `  brgy. ${w.home.barangay.toUpperCase()} ` }));
    expect(res.status).toBe(201);
    expect(res.body.barangay).toBe(w.home.barangay);
  });

  it('a visitor is asked to log in; residents and superadmins may not create', async () => {
    await expectRefused(validBody(w), 401, M.authRequired, '');
    await expectRefused(validBody(w), 403, API_MESSAGES.forbidden, w.resident.token);
    await expectRefused(validBody(w), 403, API_MESSAGES.forbidden, w.superadmin.token);
  });

  it.each([
    ['barangay', { barangay: '' }, M.selectBarangay],
    ['pin', { specific_location: undefined }, M.pinRequired],
    ['date', { date: undefined }, M.selectDate],
    ['type', { interventionType: 'Spraying' }, M.selectType],
    ['personnel', { personnel: '   ' }, M.enterPersonnel],
    ['status', { status: '' }, M.selectStatus],
  ])('refuses a missing %s with the spec message', async (_, change, message) => {
    await expectRefused(validBody(w, change), 400, message);
  });

  it("refuses a pin outside the city box with 'Pinned location is outside Quezon City boundaries.'", async () => {
    await expectRefused(
      validBody(w, { specific_location: { type: 'Point', coordinates: [121.3, 14.65] } }),
      400,
      M.outsideCity,
    );
  });

  it('refuses a pin inside the box but in no barangay as outside the city', async () => {
    await expectRefused(
      validBody(w, { specific_location: { type: 'Point', coordinates: w.outsideCityInBox } }),
      400,
      M.outsideCity,
    );
  });

  it("refuses a pin in another barangay with 'Pin must be within {barangay} only'", async () => {
    await expectRefused(
      validBody(w, { specific_location: { type: 'Point', coordinates: [w.neighbour.lng, w.neighbour.lat] } }),
      400,
      `Pin must be within ${w.home.barangay} only`,
    );
  });

  it("refuses an unknown barangay with 'Barangay not found'", async () => {
    await expectRefused(validBody(w, { barangay: 'Atlantis' }), 400, 'Barangay not found');
  });

  it('allows only the statuses the date allows (admin section 4)', async () => {
    await expectRefused(
      validBody(w, { status: 'Ongoing' }),
      400,
      'For this date the status can only be Scheduled.',
    );
    await expectRefused(
      validBody(w, { date: daysFromNow(-3), status: 'Scheduled' }),
      400,
      'For this date the status can only be Complete.',
    );
    await expectRefused(
      validBody(w, { date: daysFromNow(-0.5), status: 'Scheduled' }),
      400,
      'For this date the status can only be Ongoing or Complete.',
    );
    const ongoing = await post(validBody(w, { date: daysFromNow(-0.5), status: 'ongoing' }));
    expect(ongoing.status).toBe(201);
    expect(ongoing.body).toMatchObject({ status: 'Ongoing', completedAt: null });
  });

  it('a Complete intervention is stamped with completedAt', async () => {
    const before = Date.now();
    const res = await post(validBody(w, { date: daysFromNow(-3), status: 'completed' }));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('Complete');
    expect(new Date(res.body.completedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses text beyond its limit and a malformed body without storing anything', async () => {
    await expectRefused(
      validBody(w, { personnel: 'x'.repeat(201) }),
      400,
      'Personnel must be at most 200 characters.',
    );
    await expectRefused(
      validBody(w, { description: 'x'.repeat(2001) }),
      400,
      'Description must be at most 2000 characters.',
    );
    await expectRefused(validBody(w, { date: 'next tuesday' }), 400, M.selectDate);
  });
});
