import { Suspense, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/language-store';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { installPrompt } from './install-prompt';

const AndroidInstallDialog = lazyWithRetry(() =>
  import('./android-install-dialog').then((module) => module.AndroidInstallDialog),
);

/**
 * 'Install App': the browser's own install prompt where it offers one (Chrome and Edge on Android and
 * desktop); elsewhere, or after it was dismissed, the dialog with a QR code to open the app on a phone.
 */
export function InstallAppButton({ className = '' }: { className?: string }) {
  const promptReady = useSyncExternalStore(installPrompt.subscribe, installPrompt.available, () => false);
  const t = useT();
  const [dialogOpen, setDialogOpen] = useState(false);

  async function install() {
    if (promptReady) {
      await installPrompt.show();
      return;
    }
    setDialogOpen(true);
  }

  return (
    <>
      <button type="button" onClick={() => void install()} className={className}>
        {t('install.button')}
      </button>
      {dialogOpen && (
        <Suspense fallback={null}>
          <AndroidInstallDialog open onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
