import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { useT } from '../../../i18n/language-store';
import '../../../i18n/en/community';

/** Visitors are taken to log in 1 s after the prompt, so the toast can be read (resident section 2). */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/** What a visitor sees instead of the comment box. */
export function LoginToComment() {
  const t = useT();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      onClick={() => {
        if (timer.current !== undefined) return;
        toast.info(t('comments.loginToComment'), { toastId: 'login-to-comment' });
        timer.current = window.setTimeout(() => navigate('/login'), LOGIN_REDIRECT_DELAY_MS);
      }}
      className="min-h-11 w-full rounded-full border border-slate-300 bg-slate-50 px-4 text-left font-medium text-blue-800 hover:bg-slate-100"
    >
      {t('comments.loginPrompt')}
    </button>
  );
}
