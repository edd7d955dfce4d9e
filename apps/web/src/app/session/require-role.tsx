import type { Role } from '@dengue/core';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoading } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import type { MessageKey } from '../../i18n/catalogue';
import { t as translateNow, useT } from '../../i18n/language-store';
import { getErrorMessage } from '../../lib/api-error';
import { refreshSession, sessionStore, useSession } from '../../lib/session';
import { checkSession } from './session-check';

/** Sends the person to /login with the guard's message (shown once, whatever re-renders). */
function RedirectToLogin({ messageKey, tone }: { messageKey: MessageKey; tone: 'warning' | 'error' }) {
  useEffect(() => {
    const show = tone === 'error' ? toast.error : toast.warn;
    show(translateNow(messageKey), { toastId: `guard:${messageKey}` });
  }, [messageKey, tone]);
  return <Navigate to="/login" replace />;
}

/** Renews an expired access token before the guard decides; a refused refresh ends the session as expired. */
function SessionRenewal() {
  const t = useT();
  // The error itself, worded when shown, so a change of language re-reads it.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is the trigger
  useEffect(() => {
    let live = true;
    refreshSession().then(
      (renewed) => {
        if (!renewed && live) sessionStore.logout('expired');
      },
      (error: unknown) => {
        // No network or a server failure: keep the session and let the person try again.
        if (live) setFailure({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (!failure) return <PageLoading label={t('session.checking')} />;
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-slate-800">{getErrorMessage(failure.error)}</p>
      <button
        type="button"
        onClick={() => {
          setFailure(null);
          setAttempt((n) => n + 1);
        }}
        className="min-h-11 rounded-full bg-slate-900 px-6 py-2 font-semibold text-white hover:bg-slate-800"
      >
        {t('session.tryAgain')}
      </button>
    </div>
  );
}

/**
 * A guarded branch of the route table (resident section 6, admin section 6): only a live session of
 * the `allow`ed role gets through; everyone else lands on /login with the reason.
 */
export function RequireRole({ allow }: { allow: Role }) {
  const session = useSession();
  const verdict = checkSession(session, allow);
  if (verdict.kind === 'ok') return <Outlet />;
  if (verdict.kind === 'refresh') return <SessionRenewal />;
  // A session that just ended is announced by the session-end watcher, or its owner is navigating away.
  if (session.endReason) return null;
  return (
    <RedirectToLogin
      messageKey={verdict.messageKey}
      tone={verdict.reason === 'loginRequired' || verdict.reason === 'sessionExpired' ? 'warning' : 'error'}
    />
  );
}

export const RequireResident = () => <RequireRole allow="user" />;
export const RequireAdmin = () => <RequireRole allow="admin" />;
export const RequireSuperadmin = () => <RequireRole allow="superadmin" />;
