import type { ToastTone } from './toast-card';

/** A toast's id: showing a toast with the id of one still on screen replaces it instead of stacking a copy. */
export interface ToastOptions {
  toastId?: string;
  /** Stays until the person closes it (no time bar): for what needs them to act, such as a refused report. */
  sticky?: boolean;
}

/**
 * The app's toasts. The toast library (Sonner) and the toaster are their own chunk, fetched at the first key
 * press or tap or at the first toast, whichever comes first, so they never weigh on a page's first screen.
 * A toast shown while the chunk is on its way appears when it arrives: the toaster also shows the toasts made
 * before it mounted.
 */
const loadToaster = () => import('./toaster');
let toaster: ReturnType<typeof loadToaster> | undefined;
const listeners = new Set<() => void>();

function load(): ReturnType<typeof loadToaster> {
  if (!toaster) {
    const loading = loadToaster();
    toaster = loading;
    // Not downloaded (offline before it was saved): the next toast or tap asks again.
    loading.catch(() => {
      if (toaster === loading) toaster = undefined;
    });
    for (const listener of listeners) listener();
  }
  return toaster;
}

function show(tone: ToastTone, text: string, options?: ToastOptions): void {
  load().then(
    (module) => module.showToast(tone, text, options?.toastId, options?.sticky),
    (error: unknown) => console.error('Could not show the notification', text, error),
  );
}

export const toast = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
  warn: (text: string, options?: ToastOptions) => show('warning', text, options),
  /** Takes a toast away before its time (a newer answer makes it wrong). */
  dismiss(toastId: string): void {
    toaster?.then((module) => module.dismissToast(toastId));
  },
};

/**
 * Fetches the toaster at the person's first key press or tap: most toasts answer something they did, and the
 * chunk is then on its way before the answer comes, yet a page nobody touches (the landing page's first
 * screen) never downloads it.
 */
export function preloadToastsOnFirstInput(): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const start = () => {
    stop();
    load();
  };
  const stop = () => {
    for (const event of events) window.removeEventListener(event, start, true);
  };
  for (const event of events) window.addEventListener(event, start, { capture: true, passive: true });
  return stop;
}

/**
 * The toaster's chunk once asked for (app/providers.tsx mounts the toaster when it arrives), and a way to hear
 * when it is asked for.
 */
export const toastRequests = {
  started: (): boolean => toaster !== undefined,
  loading: (): ReturnType<typeof loadToaster> | undefined => toaster,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
