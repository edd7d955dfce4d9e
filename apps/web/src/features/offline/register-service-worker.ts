import { sessionStore } from '../../lib/session';

/**
 * Registers the service worker of the installable app (vite-plugin-pwa, apps/web/pwa.config.ts) once the page
 * has loaded, so it never competes with the first screen. Production builds only: the dev server has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  };
  // After the load event and then the first idle moment: the worker's code and its precache download never
  // compete with the first screen (docs/decisions/016). Safari has no requestIdleCallback.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 3000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  let signedIn = sessionStore.getState().user !== null;
  sessionStore.subscribe(() => {
    const now = sessionStore.getState().user !== null;
    if (signedIn && !now) void clearSavedData();
    signedIn = now;
  });
}

/** Signing out removes the saved public answers too: a shared phone keeps nothing of the last person. */
export async function clearSavedData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete('public-data').catch(() => false);
}
