import { sessionStore } from '../../lib/session';

/**
 * Registers the service worker of the installable app (vite-plugin-pwa, apps/web/pwa.config.ts) once the first
 * screen is up (`firstScreen`), so it never competes with it. Production builds only: the dev server has none.
 * On a first visit the worker takes the open page as soon as it is active (clientsClaim), and
 * `onFirstControl` runs then: the reads the page made before are asked again through the worker, which saves them,
 * so the screens of a first visit open offline too (decision 043).
 */
export function registerServiceWorker(
  firstScreen: Promise<unknown> = Promise.resolve(),
  onFirstControl?: () => void,
): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller && onFirstControl) {
    navigator.serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true });
  }
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  };
  // After the load event, the first screen and then the first idle moment: the worker's code and its precache
  // download never compete with the first screen (docs/decisions/016). The load event alone is too early: it
  // does not wait for the screen's own chunk. Safari has no requestIdleCallback.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 3000 })
      : setTimeout(register, 1000);
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([loaded, firstScreen]).then(whenIdle);
  let signedIn = sessionStore.getState().user !== null;
  sessionStore.subscribe(() => {
    const now = sessionStore.getState().user !== null;
    if (signedIn && !now) void clearSavedData();
    signedIn = now;
  });
}

/**
 * The worker's caches that hold what a person read or posted: the saved answers (My Posts and the profile
 * among them) and the photos, the resident's own Pending ones included.
 */
const PERSONAL_CACHES = ['public-data', 'photos'];

/** Signing out removes them: a shared phone keeps nothing of the last person. */
export async function clearSavedData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
