/**
 * The browser's install offer (`beforeinstallprompt`, Chromium browsers) arrives once, often before any
 * screen is drawn, so it is caught here at start-up and kept until the Install App button uses it.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away: the app offers installing from its own button.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export const installPrompt = {
  available: (): boolean => deferred !== null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Shows the browser's install prompt; resolves true when the person accepted. */
  async show(): Promise<boolean> {
    const event = deferred;
    if (!event) return false;
    deferred = null;
    notify();
    await event.prompt();
    return (await event.userChoice).outcome === 'accepted';
  },
};
