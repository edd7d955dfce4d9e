import { API_MESSAGES, VALIDATION_MESSAGES as V } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { call } from '../../../test/auth-helpers.ts';
import { type FakePushService, startFakePushService } from '../../../test/fake-push-service.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { appSettings, pushSubscriptions } from '../../db/schema/index.ts';
import { type AlertsWorld, createAlertsWorld } from '../alerts/alerts-test-kit.ts';

let w: AlertsWorld;
let fake: FakePushService;
beforeAll(async () => {
  fake = await startFakePushService();
  w = await createAlertsWorld({}, { pushAgent: fake.agent });
}, 60_000);
afterAll(async () => {
  await w?.close();
  await fake?.close();
});

const subscribe = (token: string | undefined, body: unknown) =>
  call(w.app, 'POST', '/push/subscriptions', { token, body });

/** The fan-out runs after the answer: wait until the alert says every device was tried. */
async function settled(alertId: string, attempted: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await call(w.app, 'GET', `/alerts/${alertId}`, { token: w.admin.token });
    if (res.body.pushAttemptedCount >= attempted || Date.now() > deadline) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Web Push of dengue alerts', () => {
  it('generates one VAPID key pair, keeps it in the database and hands out the public key', async () => {
    const first = await call(w.app, 'GET', '/push/public-key');
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const [stored] = await w.db.select().from(appSettings).where(eq(appSettings.key, 'vapid_keys'));
    expect(JSON.parse(stored!.value).publicKey).toBe(first.body.publicKey);
    expect((await call(w.app, 'GET', '/push/public-key')).body).toEqual(first.body);
  });

  it('stores devices of residents only, with a clear message for a broken subscription', async () => {
    const device = fake.device();
    expect((await subscribe(undefined, device.subscription)).status).toBe(401);
    const staff = await subscribe(w.admin.token, device.subscription);
    expect(staff).toMatchObject({ status: 403, body: { message: API_MESSAGES.alertsResidentsOnly } });
    const broken = await subscribe(w.residentOfB.token, { endpoint: 'not a url', keys: {} });
    expect(broken).toMatchObject({ status: 400, body: { message: V.pushSubscription } });
    const ok = await subscribe(w.residentOfB.token, device.subscription);
    expect(ok).toMatchObject({ status: 201, body: { devices: 1 } });
    // The same browser again is the same device.
    expect((await subscribe(w.residentOfB.token, device.subscription)).body).toEqual({ devices: 1 });
    const removed = await call(w.app, 'DELETE', '/push/subscriptions', {
      token: w.residentOfB.token,
      body: { endpoint: device.subscription.endpoint },
    });
    expect(removed.body).toEqual({ removed: 1, devices: 0 });
  });

  it('encrypts the alert for each device of the residents, counts deliveries and drops gone devices', async () => {
    const [first, second] = w.residentsOfA;
    const phone = fake.device();
    const oldLaptop = fake.device({ gone: true });
    const tablet = fake.device();
    const elsewhere = fake.device();
    await subscribe(first!.token, phone.subscription);
    await subscribe(second!.token, oldLaptop.subscription);
    await subscribe(second!.token, tablet.subscription);
    await subscribe(w.residentOfB.token, elsewhere.subscription);

    const sent = await call(w.app, 'POST', '/alerts', {
      token: w.admin.token,
      body: { barangayIds: [w.a.id], messages: ['Clean-up drive Saturday 7 AM'] },
    });
    expect(sent.status).toBe(201);
    const alert = await settled(sent.body._id, 3);
    expect(alert).toMatchObject({ pushAttemptedCount: 3, pushDeliveredCount: 2, recipientsCount: 2 });

    const byDevice = new Map(fake.deliveries.map((d) => [d.deviceId, d]));
    expect([...byDevice.keys()].sort()).toEqual([phone.id, tablet.id].sort());
    const { publicKey } = (await call(w.app, 'GET', '/push/public-key')).body;
    for (const device of [phone, tablet]) {
      const delivery = byDevice.get(device.id)!;
      expect(JSON.parse(delivery.payload)).toEqual({
        kind: 'dengue-alert',
        alertId: sent.body._id,
        title: `Dengue alert: ${w.a.name}`,
        body: 'Clean-up drive Saturday 7 AM',
        url: '/home',
      });
      expect(delivery.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
      expect(delivery.authorization).toContain(`k=${publicKey}`);
    }

    const left = await w.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    const endpoints = left.map((s) => s.endpoint);
    expect(endpoints).not.toContain(oldLaptop.subscription.endpoint);
    expect(endpoints).toEqual(
      expect.arrayContaining([phone, tablet, elsewhere].map((d) => d.subscription.endpoint)),
    );
  });

  it('uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const t = await createTestApp({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    try {
      expect((await call(t.app, 'GET', '/push/public-key')).body).toEqual({ publicKey: keys.publicKey });
      expect(await t.database.db.select().from(appSettings).where(eq(appSettings.key, 'vapid_keys'))).toEqual(
        [],
      );
    } finally {
      await t.close();
    }
  });
});
