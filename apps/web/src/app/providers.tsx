import { GENERIC_MESSAGES, TIMING } from '@dengue/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Slide, ToastContainer, toast } from 'react-toastify';
import { ACCOUNT_DISABLED_EVENT } from '../lib/api-client';
import { isApiError } from '../lib/api-error';
import { sessionStore } from '../lib/session';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refused session or a disabled account will not change by asking again.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(isApiError(error) && ['UNAUTHORIZED', 'ACCOUNT_DISABLED'].includes(error.code)),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * Listeners for the whole app: an unhandled rejection gets one toast; a disabled account ends the session,
 * and the session-end watcher (root layout) shows 'Your account has been disabled…' and opens /login.
 */
function useGlobalNotices(): void {
  useEffect(() => {
    const onUnhandledRejection = (event: PromiseRejectionEvent) => {
      console.error('Unhandled promise rejection', event.reason);
      toast.error(GENERIC_MESSAGES.somethingWrong, { toastId: 'unhandled-rejection' });
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
  const [queryClient] = useState(createQueryClient);
  useGlobalNotices();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
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
      />
    </QueryClientProvider>
  );
}
