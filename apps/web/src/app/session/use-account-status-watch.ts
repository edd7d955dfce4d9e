import { TIMING } from '@dengue/core';
import { useEffect } from 'react';
import { apiFetch } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { sessionStore } from '../../lib/session';

interface OwnStatus {
  _id: string;
  role: string;
  status: string;
}

/** A focus right after a check does not need another one. */
const FOCUS_MIN_GAP_MS = 5_000;

/**
 * Asks the server every 30 s, and when the window regains focus, whether the signed-in admin or
 * superadmin account still exists and is active (admin section 6). A disabled account answers 401
 * 'account disabled', which the API client turns into the account-disabled event; a missing one ends
 * the session with 'Your account is no longer available…'.
 */
export async function checkOwnAccount(): Promise<void> {
  if (!sessionStore.getState().isAuthenticated) return;
  try {
    const me = await apiFetch<OwnStatus>('accounts/me');
    if (me.status === 'disabled' || me.status === 'banned') sessionStore.logout('disabled');
    else if (me.status === 'deleted') sessionStore.logout('unavailable');
  } catch (error) {
    if (!isApiError(error) || error.kind === 'ACCOUNT_DISABLED') return;
    if (error.status === 404 || error.kind === 'UNAUTHORIZED') sessionStore.logout('unavailable');
    // No network or a server failure says nothing about the account: the next check will tell.
  }
}

export function useAccountStatusWatch(): void {
  useEffect(() => {
    let last = 0;
    const check = () => {
      last = Date.now();
      void checkOwnAccount();
    };
    const onFocus = () => {
      if (Date.now() - last >= FOCUS_MIN_GAP_MS) check();
    };
    check();
    const timer = window.setInterval(check, TIMING.accountStatusPollMs);
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
}
