import { API_MESSAGES, INTERVENTION_MESSAGES as M } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsFor, call } from '../../../test/auth-helpers.ts';
import { interventions } from '../../db/schema/index.ts';
import {
  createIntervention,
  createInterventionsWorld,
  daysFromNow,
  type InterventionsWorld,
} from './interventions-test-kit.ts';

let w: InterventionsWorld;
beforeAll(async () => {
  w = await createInterventionsWorld();
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const patch = (id: string, body: unknown, token: string | undefined = w.admin.token) =>
  call(w.app, 'PATCH', `/interventions/${id}`, { token, body, ip: '198.51.100.4' });
const rowOf = async (id: string) =>
  (await w.db.select().from(interventions).where(eq(interventions.id, id)))[0];

/** A refused PATCH answers `status` with `message` and leaves the row exactly as it was. */
async function expectRefused(id: string, body: unknown, status: number, message: string, token?: string) {
  const before = await rowOf(id);
  const res = await patch(id, body, token);
  expect(res.status).toBe(status);
  expect(res.body.message).toBe(message);
  expect(await rowOf(id)).toEqual(before);
}

describe('PATCH interventions/{id}', () => {
  it('changes only the sent fields and is audited', async () => {
    const created = await createIntervention(w);
    const res = await patch(created._id, { personnel: 'Team 4', description: 'Second round' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      personnel: 'Team 4',
      description: 'Second round',
      address: created.address,
      date: created.date,
      status: 'Scheduled',
    });
    const entries = await auditRowsFor(w.db, created._id);
    expect(entries.map((e) => e.action)).toEqual(['intervention.create', 'intervention.update']);
    expect(entries[1]).toMatchObject({ actorId: w.admin.id, ip: '198.51.100.4' });
  });

  it('only admins edit: visitors are asked to log in, residents refused', async () => {
    const { _id } = await createIntervention(w);
    await expectRefused(_id, { personnel: 'X' }, 401, M.authRequired, '');
    await expectRefused(_id, { personnel: 'X' }, 403, API_MESSAGES.forbidden, w.resident.token);
  });

  it("keeps the barangay locked and a new pin inside it: 'Pin must be within {barangay} boundaries!'", async () => {
    const { _id } = await createIntervention(w);
    await expectRefused(
      _id,
      { specific_location: { type: 'Point', coordinates: [w.neighbour.lng, w.neighbour.lat] } },
      400,
      `Pin must be within ${w.home.barangay} boundaries!`,
    );
    await expectRefused(
      _id,
      { specific_location: { type: 'Point', coordinates: w.outsideCityInBox } },
      400,
      M.outsideCity,
    );
    await expectRefused(
      _id,
      { barangay: w.neighbour.barangay },
      400,
      'The barangay of an intervention cannot be changed.',
    );
    // The same barangay (any spelling) is accepted: the edit form sends every field.
    expect((await patch(_id, { barangay: w.home.barangay.toUpperCase() })).status).toBe(200);
    const moved: [number, number] = [w.home.lng + 0.00001, w.home.lat];
    const res = await patch(_id, { specific_location: { type: 'Point', coordinates: moved } });
    expect(res.body.specific_location).toEqual({ type: 'Point', coordinates: moved });
  });

  it('a null pin clears the location', async () => {
    const { _id } = await createIntervention(w);
    const res = await patch(_id, { specific_location: null });
    expect(res.status).toBe(200);
    expect(res.body.specific_location).toBeNull();
    expect(await rowOf(_id)).toMatchObject({ lng: null, lat: null });
  });

  it('field messages of the spec on edit', async () => {
    const { _id } = await createIntervention(w);
    await expectRefused(_id, { personnel: '' }, 400, M.enterPersonnel);
    await expectRefused(_id, { interventionType: 'Spraying' }, 400, M.selectType);
    await expectRefused(_id, { status: 'Archived' }, 400, M.selectStatus);
    await expectRefused(_id, { date: 'soon' }, 400, M.selectDate);
  });

  it('a changed date or status must suit each other; Complete stamps completedAt and is final', async () => {
    const { _id } = await createIntervention(w);
    await expectRefused(_id, { status: 'Ongoing' }, 400, 'For this date the status can only be Scheduled.');
    await expectRefused(
      _id,
      { date: daysFromNow(-3) },
      400,
      'For this date the status can only be Complete.',
    );
    const done = await patch(_id, { date: daysFromNow(-3), status: 'Complete' });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('Complete');
    expect(done.body.completedAt).not.toBeNull();
    await expectRefused(_id, { personnel: 'Late change' }, 400, API_MESSAGES.interventionComplete);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await patch('00000000-0000-4000-8000-000000000000', { personnel: 'X' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Intervention not found');
  });
});

describe('archive, unarchive and permanent delete', () => {
  const del = (path: string, token: string | undefined = w.admin.token) =>
    call(w.app, 'DELETE', `/interventions/${path}`, { token, ip: '198.51.100.5' });
  const unarchive = (id: string, token: string | undefined = w.admin.token) =>
    call(w.app, 'POST', `/interventions/${id}/unarchive`, { token, body: {}, ip: '198.51.100.5' });

  it('need an admin: visitors hear the spec message, residents are refused', async () => {
    const { _id } = await createIntervention(w);
    for (const res of [await del(_id, ''), await unarchive(_id, ''), await del(`${_id}/hard`, '')]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Authentication required. Please log in again.');
    }
    for (const res of [
      await del(_id, w.resident.token),
      await unarchive(_id, w.resident.token),
      await del(`${_id}/hard`, w.resident.token),
    ]) {
      expect(res.status).toBe(403);
    }
    expect((await rowOf(_id))?.archivedAt).toBeNull();
  });

  it('archive moves it to the archives; unarchive brings it back; both audited once', async () => {
    const { _id } = await createIntervention(w);
    const archived = await del(_id);
    expect(archived.status).toBe(200);
    expect(archived.body.isArchived).toBe(true);
    const active = await call(w.app, 'GET', '/interventions?limit=100');
    expect(active.body.data.map((i: { _id: string }) => i._id)).not.toContain(_id);
    const again = await del(_id);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This intervention is already archived.');
    await expectRefused(_id, { personnel: 'X' }, 400, 'Unarchive the intervention before editing it.');

    const restored = await unarchive(_id);
    expect(restored.status).toBe(200);
    expect(restored.body.isArchived).toBe(false);
    expect((await unarchive(_id)).body.message).toBe('This intervention is not archived.');
    const actions = (await auditRowsFor(w.db, _id)).map((e) => e.action);
    expect(actions).toEqual(['intervention.create', 'intervention.archive', 'intervention.unarchive']);
  });

  it('permanent delete only takes an archived intervention and keeps what it was in the audit log', async () => {
    const { _id } = await createIntervention(w, { personnel: 'Team Hard Delete' });
    const early = await del(`${_id}/hard`);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Archive the intervention before deleting it permanently.');
    expect(await rowOf(_id)).toBeDefined();
    await del(_id);
    const res = await del(`${_id}/hard`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Intervention deleted permanently');
    expect(await rowOf(_id)).toBeUndefined();
    const entry = (await auditRowsFor(w.db, _id)).find((e) => e.action === 'intervention.delete');
    expect(entry?.details).toMatchObject({ intervention: { personnel: 'Team Hard Delete' } });
    expect((await del(`${_id}/hard`)).status).toBe(404);
  });
});
