import { ALERT_NOTIFICATION_KIND, API_MESSAGES, VALIDATION_MESSAGES as V } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsFor, call } from '../../../test/auth-helpers.ts';
import { alerts, notifications } from '../../db/schema/index.ts';
import { type AlertsWorld, ageAlerts, createAlertsWorld } from './alerts-test-kit.ts';

let w: AlertsWorld;
beforeAll(async () => {
  w = await createAlertsWorld();
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const send = (token: string, body: unknown) => call(w.app, 'POST', '/alerts', { token, body });
const alertCount = async () => (await w.db.select({ id: alerts.id }).from(alerts)).length;
const alertNoticesOf = (accountId: string) =>
  w.db.select().from(notifications).where(eq(notifications.accountId, accountId));

describe('sending a dengue alert', () => {
  it('refuses bad input with the form messages and stores nothing', async () => {
    const before = await alertCount();
    const cases: [unknown, string][] = [
      [{ barangayIds: [w.a.id], messages: ['   '] }, V.alertMessageRequired],
      [{ barangayIds: [w.a.id], messages: ['m'.repeat(281)] }, V.alertMessageTooLong],
      [{ barangayIds: [], messages: ['Clean up'] }, V.alertBarangaysRequired],
      [{ barangayIds: [w.a.id, w.a.id], messages: ['Clean up'] }, V.alertBarangaysUnique],
      [{ barangayIds: [w.a.id], messages: ['one', 'two'] }, V.alertMessagesOne],
      [
        { barangayIds: ['3f1c0d1e-0000-4000-8000-000000000000'], messages: ['Clean up'] },
        API_MESSAGES.alertBarangayUnknown,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await send(w.otherAdmin.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await alertCount()).toBe(before);
  });

  it('accepts exactly 280 characters', async () => {
    const res = await send(w.otherAdmin.token, { barangayIds: [w.b.id], messages: ['m'.repeat(280)] });
    expect(res.status).toBe(201);
  });

  it('notifies exactly the active residents of the chosen barangays, in the same transaction', async () => {
    const audience = await call(w.app, 'GET', `/alerts/audience?barangayIds=${w.a.id}`, {
      token: w.admin.token,
    });
    expect(audience.body).toEqual({ residents: 2 });

    const res = await send(w.admin.token, {
      title: 'Rising cases',
      barangayIds: [w.a.id],
      messages: ['  Remove standing water today.  '],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Rising cases',
      barangays: [{ _id: w.a.id, name: w.a.name }],
      messages: ['Remove standing water today.'],
      sender: { _id: w.admin.id, username: w.admin.username },
      status: 'active',
      recipientsCount: 2,
    });

    for (const resident of w.residentsOfA) {
      const notes = (await alertNoticesOf(resident.id)).filter((n) => n.kind === ALERT_NOTIFICATION_KIND);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        alertId: res.body._id,
        message: `Dengue alert for ${w.a.name}: Remove standing water today.`,
      });
      const list = await call(w.app, 'GET', '/notifications', { token: resident.token });
      expect(list.body.notifications[0]).toMatchObject({ kind: ALERT_NOTIFICATION_KIND, read: false });
    }
    // The sender lives in A but is staff; B's resident, the homeless and the banned are not notified.
    for (const other of [w.admin, w.residentOfB, w.homeless, w.bannedOfA]) {
      const notes = (await alertNoticesOf(other.id)).filter((n) => n.alertId === res.body._id);
      expect(notes, other.username).toHaveLength(0);
    }
    expect((await auditRowsFor(w.db, res.body._id)).map((r) => r.action)).toEqual(['alert.send']);
  });

  it('enforces the 60 s cooldown with the seconds left in the message', async () => {
    const res = await send(w.admin.token, { barangayIds: [w.b.id], messages: ['Again'] });
    expect(res.status).toBe(429);
    expect(res.body.secondsLeft).toBeGreaterThan(55);
    expect(res.body.secondsLeft).toBeLessThanOrEqual(60);
    expect(res.body.message).toBe(`Please wait ${res.body.secondsLeft} seconds before sending another alert`);
    const cooldown = await call(w.app, 'GET', '/alerts/cooldown', { token: w.admin.token });
    expect(cooldown.body.secondsLeft).toBeGreaterThan(0);

    await ageAlerts(w.db, w.admin.id, 45);
    const later = await send(w.admin.token, { barangayIds: [w.b.id], messages: ['Again'] });
    expect(later.status).toBe(429);
    expect(later.body.secondsLeft).toBeLessThanOrEqual(15);

    await ageAlerts(w.db, w.admin.id, 16);
    expect((await call(w.app, 'GET', '/alerts/cooldown', { token: w.admin.token })).body).toEqual({
      secondsLeft: 0,
    });
    expect((await send(w.admin.token, { barangayIds: [w.b.id], messages: ['Again'] })).status).toBe(201);
  });

  it('lets only one of two parallel sends of one admin through', async () => {
    await ageAlerts(w.db, w.admin.id, 120);
    const before = await alertCount();
    const body = { barangayIds: [w.a.id], messages: ['Parallel'] };
    const results = await Promise.all([send(w.admin.token, body), send(w.admin.token, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 429]);
    expect(await alertCount()).toBe(before + 1);
  });
});

describe('reading, correcting and archiving alerts', () => {
  it('lists newest first with barangay names; archiving hides it but the total sent keeps it', async () => {
    const list = await call(w.app, 'GET', '/alerts?limit=2', { token: w.otherAdmin.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    const [newest, next] = list.body.data;
    expect(Date.parse(newest.createdAt)).toBeGreaterThanOrEqual(Date.parse(next.createdAt));
    expect(newest.barangays[0].name).toBeTypeOf('string');
    expect(list.body.pagination).toMatchObject({ page: 1, limit: 2, hasMore: true });

    const one = await call(w.app, 'GET', `/alerts/${newest._id}`, { token: w.otherAdmin.token });
    expect(one.body).toEqual(newest);

    const patched = await call(w.app, 'PATCH', `/alerts/${newest._id}`, {
      token: w.otherAdmin.token,
      body: { messages: ['Corrected wording'] },
    });
    expect(patched.body.messages).toEqual(['Corrected wording']);
    expect(patched.body.barangays).toEqual(newest.barangays);

    const summary = async () =>
      (await call(w.app, 'GET', '/admin/dashboard/summary', { token: w.otherAdmin.token })).body.data.alerts
        .total;
    const totalBefore = await summary();
    const removed = await call(w.app, 'DELETE', `/alerts/${newest._id}`, { token: w.otherAdmin.token });
    expect(removed.body.status).toBe('archived');
    expect((await call(w.app, 'DELETE', `/alerts/${newest._id}`, { token: w.otherAdmin.token })).status).toBe(
      404,
    );
    expect(await summary()).toBe(totalBefore);
    const recent = (await call(w.app, 'GET', '/admin/dashboard/summary', { token: w.otherAdmin.token })).body
      .data.alerts.recent;
    expect(recent.map((a: { message: string }) => a.message)).not.toContain('Corrected wording');
    const after = await call(w.app, 'GET', '/alerts', { token: w.otherAdmin.token });
    expect(after.body.data.map((a: { _id: string }) => a._id)).not.toContain(newest._id);
    expect(after.body.pagination.totalItems).toBe(list.body.pagination.totalItems - 1);
  });

  it('answers 404 for an unknown alert and 400 for a malformed id', async () => {
    const missing = await call(w.app, 'GET', '/alerts/3f1c0d1e-0000-4000-8000-000000000000', {
      token: w.admin.token,
    });
    expect(missing).toMatchObject({ status: 404, body: { message: API_MESSAGES.alertNotFound } });
    expect((await call(w.app, 'GET', '/alerts/nope', { token: w.admin.token })).status).toBe(400);
  });

  it('refuses visitors, residents and superadmins on every staff endpoint', async () => {
    const id = (await call(w.app, 'GET', '/alerts', { token: w.admin.token })).body.data[0]._id;
    const endpoints: [string, string, unknown?][] = [
      ['POST', '/alerts', { barangayIds: [w.a.id], messages: ['x'] }],
      ['GET', '/alerts'],
      ['GET', '/alerts/cooldown'],
      ['GET', `/alerts/audience?barangayIds=${w.a.id}`],
      ['GET', `/alerts/${id}`],
      ['PATCH', `/alerts/${id}`, { messages: ['x'] }],
      ['DELETE', `/alerts/${id}`],
    ];
    for (const [method, url, body] of endpoints) {
      const m = method as 'GET';
      expect((await call(w.app, m, url, { body })).status, `${method} ${url} visitor`).toBe(401);
      for (const who of [w.residentsOfA[0]!, w.superadmin]) {
        const res = await call(w.app, m, url, { token: who.token, body });
        expect(res.status, `${method} ${url} ${who.role}`).toBe(403);
        expect(res.body.message).toBe(API_MESSAGES.forbidden);
      }
    }
  });
});

describe('alerts as residents and visitors see them', () => {
  it('keeps the home barangay private, changeable and optional', async () => {
    const me = w.homeless;
    expect((await call(w.app, 'GET', '/accounts/me/home-barangay', { token: me.token })).body).toEqual({
      barangay: null,
    });
    const set = await call(w.app, 'PATCH', '/accounts/me/home-barangay', {
      token: me.token,
      body: { barangayId: w.b.id },
    });
    expect(set.body).toEqual({ barangay: { _id: w.b.id, name: w.b.name } });
    const profile = await call(w.app, 'GET', `/accounts/profile/${me.id}`, { token: w.residentOfB.token });
    expect(JSON.stringify(profile.body)).not.toContain(w.b.id);
    const unknown = await call(w.app, 'PATCH', '/accounts/me/home-barangay', {
      token: me.token,
      body: { barangayId: '3f1c0d1e-0000-4000-8000-000000000000' },
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: API_MESSAGES.alertBarangayUnknown } });
    const cleared = await call(w.app, 'PATCH', '/accounts/me/home-barangay', {
      token: me.token,
      body: { barangayId: null },
    });
    expect(cleared.body).toEqual({ barangay: null });
    const staff = await call(w.app, 'GET', '/accounts/me/home-barangay', { token: w.admin.token });
    expect(staff).toMatchObject({ status: 403, body: { message: API_MESSAGES.alertsResidentsOnly } });
  });

  it('shows the banner to residents of the barangay until dismissed, and the popup to everyone', async () => {
    await ageAlerts(w.db, w.otherAdmin.id, 120);
    const sent = await send(w.otherAdmin.token, { barangayIds: [w.b.id], messages: ['Fogging tonight'] });
    expect(sent.status).toBe(201);
    const banner = async (token: string) => (await call(w.app, 'GET', '/alerts/home', { token })).body;

    const mine = await banner(w.residentOfB.token);
    expect(mine.barangay).toEqual({ _id: w.b.id, name: w.b.name });
    expect(mine.data[0]).toMatchObject({ _id: sent.body._id, messages: ['Fogging tonight'] });
    expect(mine.data[0]).not.toHaveProperty('sender');
    expect((await banner(w.residentsOfA[0]!.token)).data.map((a: { _id: string }) => a._id)).not.toContain(
      sent.body._id,
    );

    const popup = await call(w.app, 'GET', `/alerts/by-barangay/${w.b.id}`);
    expect(popup.body.data[0]).toMatchObject({ _id: sent.body._id, barangays: [{ name: w.b.name }] });
    expect(popup.body.data[0]).not.toHaveProperty('recipientsCount');

    const dismissed = await call(w.app, 'POST', `/alerts/${sent.body._id}/dismiss`, {
      token: w.residentOfB.token,
    });
    expect(dismissed.body).toEqual({ dismissed: true });
    const ids = (body: { data: { _id: string }[] }) => body.data.map((a) => a._id);
    expect(ids(await banner(w.residentOfB.token))).not.toContain(sent.body._id);

    await call(w.app, 'DELETE', `/alerts/${sent.body._id}`, { token: w.otherAdmin.token });
    expect(ids((await call(w.app, 'GET', `/alerts/by-barangay/${w.b.id}`)).body)).not.toContain(
      sent.body._id,
    );
  });
});
