import { TIMING } from '@dengue/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Slide, ToastContainer, type ToastContentProps, toast } from 'react-toastify';
import { ReportFormSlot } from '../components/report-form-slot';
import { toastLayer } from '../components/ui/toast-layer';
import { t, useLanguageReady, useT } from '../i18n/language-store';
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
 * Each toast's close button, named in the reader's language: react-toastify's own is labelled English 'close'
 * and takes no label from the container. It keeps the library's class, so it looks and sits the same.
 */
function ToastCloseButton({ closeToast }: Pick<ToastContentProps, 'closeToast'>) {
  const tr = useT();
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--light"
      aria-label={tr('toast.close')}
      onClick={(event) => {
        // The toast closes on click too; one close is enough.
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4">
        <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * Names each toast's progress bar in the reader's language. react-toastify labels it 'notification timer'
 * in English and takes no label for it (its only alternative, `customProgressBar`, would make every toast
 * draw its own bar). React writes that attribute once, when the bar is made, and never again while it is
 * unchanged, so relabelling each new bar as it appears in the toast host sticks.
 */
function useTranslatedProgressBars(host: HTMLElement, label: string): void {
  useEffect(() => {
    const relabel = () => {
      for (const bar of host.querySelectorAll('[role="progressbar"]'))
        if (bar.getAttribute('aria-label') !== label) bar.setAttribute('aria-label', label);
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host, label]);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const tr = useT();
  // On the body, or inside the open dialog while one is open (components/ui/toast-layer.ts).
  const [toastHost] = useState(toastLayer.host);
  useGlobalNotices();
  useTranslatedProgressBars(toastHost, tr('toast.timer'));
  // A remembered Filipino choice waits for its texts (a few ms from cache) rather than flashing English.
  const languageReady = useLanguageReady();
  return (
    <QueryClientProvider client={queryClient}>
      <ReportFormSlot.Provider value={LazyReportFormModal}>
        {languageReady ? children : null}
      </ReportFormSlot.Provider>
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
          aria-label={tr('toast.region')}
          closeButton={ToastCloseButton}
        />,
        toastHost,
      )}
    </QueryClientProvider>
  );
}
