import { TIMING } from '@dengue/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Slide, ToastContainer, toast } from 'react-toastify';
import { toastLayer } from '../components/ui/toast-layer';
import { t, useLanguageReady } from '../i18n/language-store';
import { ACCOUNT_DISABLED_EVENT } from '../lib/api-client';
import { sessionStore } from '../lib/session';
import { queryClient } from './query-client';

/**
 * Listeners for the whole app: an unhandled rejection gets one toast; a disabled account ends the session,
 * and the session-end watcher (root layout) shows 'Your account has been disabled…' and opens /login.
 */
function useGlobalNotices(): void {
  useEffect(() => {
    const onUnhandledRejection = (event: PromiseRejectionEvent) => {
      console.error('Unhandled promise rejection', event.reason);
      toast.error(t('error.somethingWrong'), { toastId: 'unhandled-rejection' });
    };
    const onAccountDisabled = () => {
      if (sessionStore.getState().endReason !== 'disabled') sessionStore.logout('disabled');
    };
    window.addEventListener('unhandledrejection', onUnhandledRejection);
    window.addEventListener(ACCOUNT_DISABLED_EVENT, onAccountDisabled);
    return () => {
      window.removeEventListener('unhandledrejection', onUnhandledRejection);
      window.removeEventListener(ACCOUNT_DISABLED_EVENT, onAccountDisabled);
    };
  }, []);
}

export function AppProviders({ children }: { children: ReactNode }) {
  // On the body, or inside the open dialog while one is open (components/ui/toast-layer.ts).
  const [toastHost] = useState(toastLayer.host);
  useGlobalNotices();
  // A remembered Filipino choice waits for its texts (a few ms from cache) rather than flashing English.
  const languageReady = useLanguageReady();
  return (
    <QueryClientProvider client={queryClient}>
      {languageReady ? children : null}
      {createPortal(
        <ToastContainer
          position="top-center"
          autoClose={TIMING.toastAutoCloseMs}
          hideProgressBar={false}
          closeOnClick
          draggable
          pauseOnHover
          newestOnTop
          transition={Slide}
          theme="light"
        />,
        toastHost,
      )}
    </QueryClientProvider>
  );
}
