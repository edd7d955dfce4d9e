import { apiFetch } from '../../../lib/api-client';

/** Web Push on this browser: whether it can, whether it is on, and turning it on or off. */

export type DevicePushState = 'unsupported' | 'denied' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The service worker registers after the first paint; a browser without one never resolves `ready`. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    window.setTimeout(() => reject(new Error('no service worker')), 10_000),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** base64url (the VAPID public key) to the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function readDevicePush(): Promise<DevicePushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  const existing = await navigator.serviceWorker
    .getRegistration()
    .then((r) => r?.pushManager.getSubscription());
  return existing ? 'on' : 'off';
}

/** Asks for permission (only now, on the resident's press), subscribes and tells the server. */
export async function turnOnDevicePush(): Promise<DevicePushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const reg = await registration();
  const { publicKey } = await apiFetch<{ publicKey: string }>('push/public-key', { auth: false });
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await apiFetch('push/subscriptions', { method: 'POST', json: subscription.toJSON() });
  return 'on';
}

export async function turnOffDevicePush(): Promise<DevicePushState> {
  const reg = await navigator.serviceWorker.getRegistration();
  const subscription = await reg?.pushManager.getSubscription();
  if (subscription) {
    await apiFetch('push/subscriptions', { method: 'DELETE', json: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
