import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { ReportFormSlot } from '../components/report-form-slot';
import { preloadToastsOnFirstInput, toast, toastRequests } from '../components/ui/toast';
import { t, useLanguageReady } from '../i18n/language-store';
import { ACCOUNT_DISABLED_EVENT } from '../lib/api-client';
import { PART_UNAVAILABLE_EVENT, partUnavailableText } from '../lib/lazy-with-retry';
import { sessionStore } from '../lib/session';
import { queryClient } from './query-client';
import { LazyReportFormModal } from './screens/lazy-report-form';

/**
 * Listeners for the whole app: an unhandled rejection gets one toast, and so does a lazy part that could not
 * be downloaded (lib/lazy-with-retry); a disabled account ends the session,
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
    const onPartUnavailable = () => toast.error(partUnavailableText(), { toastId: 'part-unavailable' });
    window.addEventListener('unhandledrejection', onUnhandledRejection);
    window.addEventListener(ACCOUNT_DISABLED_EVENT, onAccountDisabled);
    window.addEventListener(PART_UNAVAILABLE_EVENT, onPartUnavailable);
    return () => {
      window.removeEventListener('unhandledrejection', onUnhandledRejection);
      window.removeEventListener(ACCOUNT_DISABLED_EVENT, onAccountDisabled);
      window.removeEventListener(PART_UNAVAILABLE_EVENT, onPartUnavailable);
    };
  }, []);
}

/**
 * The toaster, once its chunk is asked for (components/ui/toast.ts: at the first key press or tap, or at the
 * first toast; the toaster shows the toasts made while it was loading). A chunk that could not be downloaded
 * (offline) leaves the page as it is; the next request tries again.
 */
function ToasterOnceNeeded() {
  useEffect(preloadToastsOnFirstInput, []);
  const loading = useSyncExternalStore(toastRequests.subscribe, toastRequests.loading);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!loading || Toaster) return;
    let current = true;
    loading.then(
      (module) => {
        if (current) setToaster(() => module.AppToaster);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [loading, Toaster]);
  return Toaster ? <Toaster /> : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  useGlobalNotices();
  // A remembered Filipino choice waits for its texts (a few ms from cache) rather than flashing English.
  const languageReady = useLanguageReady();
  return (
    <QueryClientProvider client={queryClient}>
      <ReportFormSlot.Provider value={LazyReportFormModal}>
        {languageReady ? children : null}
      </ReportFormSlot.Provider>
      <ToasterOnceNeeded />
    </QueryClientProvider>
  );
}
