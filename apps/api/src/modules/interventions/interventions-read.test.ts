import { API_MESSAGES, INTERVENTION_MESSAGES as M } from '@dengue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-helpers.ts';
import {
  createIntervention,
  createInterventionsWorld,
  daysFromNow,
  type InterventionsWorld,
} from './interventions-test-kit.ts';

let w: InterventionsWorld;
// Ids by role in the fixture set: 12 active in home (types and statuses mixed), 1 in neighbour, 1 archived.
const ids = { scheduled: [] as string[], ongoing: '', complete: '', neighbour: '', archived: '' };

beforeAll(async () => {
  w = await createInterventionsWorld();
  for (let i = 0; i < 10; i++) {
    const created = await createIntervention(w, {
      date: daysFromNow(2 + i),
      interventionType: i % 2 === 0 ? 'Fogging' : 'Clean-up Drive',
    });
    ids.scheduled.push(created._id);
  }
  ids.ongoing = (await createIntervention(w, { date: daysFromNow(-0.2), status: 'Ongoing' }))._id;
  ids.complete = (await createIntervention(w, { date: daysFromNow(-5), status: 'Complete' }))._id;
  ids.neighbour = (
    await createIntervention(w, {
      barangay: w.neighbour.barangay,
      specific_location: { type: 'Point', coordinates: [w.neighbour.lng, w.neighbour.lat] },
      interventionType: 'Education Campaign',
    })
  )._id;
  ids.archived = (await createIntervention(w))._id;
  const archived = await call(w.app, 'DELETE', `/interventions/${ids.archived}`, { token: w.admin.token });
  if (archived.status !== 200) throw new Error(`archive answered ${archived.status}`);
}, 120_000);
afterAll(async () => {
  await w?.close();
});

const list = (query = '', token?: string) => call(w.app, 'GET', `/interventions${query}`, { token });
const idsOf = (res: { body: { data: { _id: string }[] } }) => res.body.data.map((i) => i._id);

describe('GET interventions', () => {
  it('visitors, residents and admins read the active list, 10 per page, newest date first', async () => {
    for (const token of [undefined, w.resident.token, w.admin.token]) {
      const res = await list('', token);
      expect(res.status).toBe(200);
      expect(res.body.pagination).toEqual({ totalItems: 13, hasMore: true, page: 1, limit: 10 });
      expect(idsOf(res)).not.toContain(ids.archived);
      const dates = res.body.data.map((i: { date: string }) => i.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('pages with 20, 50 and 100 and refuses other sizes beyond 100', async () => {
    const second = await list('?page=2&limit=10');
    expect(second.body.pagination).toEqual({ totalItems: 13, hasMore: false, page: 2, limit: 10 });
    expect(second.body.data).toHaveLength(3);
    const first = await list('?limit=10');
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(13);
    for (const limit of [20, 50, 100]) {
      expect((await list(`?limit=${limit}`)).body.data).toHaveLength(13);
    }
    const tooMany = await list('?limit=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Limit must be a whole number from 1 to 100.');
  });

  it('filters by type (All keeps every type), status and barangay', async () => {
    expect((await list('?type=All')).body.pagination.totalItems).toBe(13);
    expect(
      (await list('?type=Fogging&limit=100')).body.data.every(
        (i: { interventionType: string }) => i.interventionType === 'Fogging',
      ),
    ).toBe(true);
    expect((await list('?type=Fogging')).body.pagination.totalItems).toBe(7);
    expect(idsOf(await list('?type=Education%20Campaign'))).toEqual([ids.neighbour]);
    expect(idsOf(await list('?status=ongoing'))).toEqual([ids.ongoing]);
    expect(idsOf(await list('?status=Complete'))).toEqual([ids.complete]);
    expect(idsOf(await list(`?barangay=${encodeURIComponent(w.neighbour.barangay.toLowerCase())}`))).toEqual([
      ids.neighbour,
    ]);
    const badType = await list('?type=Spraying');
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe(
      'Type must be All or one of: Fogging, Ovicidal-Larvicidal Trapping, Clean-up Drive, Education Campaign.',
    );
    expect((await list('?barangay=Atlantis')).body.message).toBe('Barangay not found');
  });

  it('archived=true lists the archives for admins only', async () => {
    const archives = await list('?archived=true', w.admin.token);
    expect(archives.status).toBe(200);
    expect(idsOf(archives)).toEqual([ids.archived]);
    expect(archives.body.data[0].isArchived).toBe(true);
    const visitor = await list('?archived=true');
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe(M.authRequired);
    const resident = await list('?archived=true', w.resident.token);
    expect(resident.status).toBe(403);
    expect(resident.body.message).toBe(API_MESSAGES.forbidden);
  });
});

describe('GET interventions/{id}', () => {
  it('answers an active intervention to anyone and an archived one to admins only', async () => {
    expect((await call(w.app, 'GET', `/interventions/${ids.ongoing}`)).body.status).toBe('Ongoing');
    const hidden = await call(w.app, 'GET', `/interventions/${ids.archived}`, { token: w.resident.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Intervention not found');
    const seen = await call(w.app, 'GET', `/interventions/${ids.archived}`, { token: w.admin.token });
    expect(seen.body).toMatchObject({ _id: ids.archived, isArchived: true });
    expect((await call(w.app, 'GET', '/interventions/not-an-id')).body.message).toBe('Invalid id.');
  });
});

describe('interventions of one barangay', () => {
  it('grouped: the ongoing and scheduled lists, without completed or archived ones', async () => {
    const res = await call(
      w.app,
      'GET',
      `/interventions/barangay/${encodeURIComponent(w.home.barangay)}/grouped`,
    );
    expect(res.status).toBe(200);
    expect(res.body.barangay).toBe(w.home.barangay);
    expect(res.body.ongoing.map((i: { _id: string }) => i._id)).toEqual([ids.ongoing]);
    expect(res.body.scheduled.map((i: { _id: string }) => i._id).sort()).toEqual([...ids.scheduled].sort());
  });

  it('in-progress: Ongoing and Scheduled together; unknown barangays are a 404', async () => {
    const res = await call(
      w.app,
      'GET',
      `/interventions/in-progress/${encodeURIComponent(w.neighbour.barangay)}`,
    );
    expect(res.body).toMatchObject({ barangay: w.neighbour.barangay, data: [{ _id: ids.neighbour }] });
    const unknown = await call(w.app, 'GET', '/interventions/in-progress/Atlantis');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Barangay not found');
  });
});

describe('OpenAPI', () => {
  it('documents the intervention calls', async () => {
    const doc = (await w.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.startsWith('/api/v1/interventions'))
        .sort(),
    ).toEqual([
      '/api/v1/interventions',
      '/api/v1/interventions/barangay/{barangay}/grouped',
      '/api/v1/interventions/in-progress/{barangay}',
      '/api/v1/interventions/{id}',
      '/api/v1/interventions/{id}/hard',
      '/api/v1/interventions/{id}/unarchive',
    ]);
  });
});
