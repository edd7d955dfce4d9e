import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import type { MessageKey } from '../../i18n/catalogue';
import { t } from '../../i18n/language-store';
import { type SessionEndReason, sessionStore, useSession } from '../../lib/session';

const MESSAGES: Record<Exclude<SessionEndReason, 'logout'>, MessageKey> = {
  expired: 'auth.guardSessionExpired',
  disabled: 'auth.guardAccountDisabled',
  unavailable: 'auth.guardAccountUnavailable',
};

/**
 * When the app (not the person) ends a session, say why and open /login: an expired session, a disabled
 * account (the account-disabled event or the 30-second check), or an account that is gone. The reason is
 * forgotten after the next navigation, so a later visit to a guarded page is judged afresh.
 */
export function useSessionEndAnnouncer(): void {
  const { endReason } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!endReason || endReason === 'logout') return;
    const show = endReason === 'expired' ? toast.warn : toast.error;
    show(t(MESSAGES[endReason]), { toastId: `session-end:${endReason}` });
    navigate('/login', { replace: true });
  }, [endReason, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    sessionStore.clearEndReason();
  }, [pathname]);
}
