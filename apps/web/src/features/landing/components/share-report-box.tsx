import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useReportFormModal } from '../../../components/report-form-slot';
import { toast } from '../../../components/ui/toast';
import { useT } from '../../../i18n/language-store';
import { canShareReport, useCurrentUser } from '../../../lib/session';

/** Delay before a guest is taken to the log-in page, so the toast can be read (resident spec, Landing). */
const LOGIN_REDIRECT_DELAY_MS = 1500;

export function ShareReportBox() {
  const ReportFormModal = useReportFormModal();
  const t = useT();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const redirectTimer = useRef<number | undefined>(undefined);
  const [reporting, setReporting] = useState(false);
  const [formUsed, setFormUsed] = useState(false);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  function handleShare() {
    if (canShareReport(user)) {
      setFormUsed(true);
      setReporting(true);
      return;
    }
    if (redirectTimer.current !== undefined) return;
    toast.info(t('landing.loginToShare'), { toastId: 'login-to-share' });
    redirectTimer.current = window.setTimeout(() => navigate('/login'), LOGIN_REDIRECT_DELAY_MS);
  }

  return (
    <section aria-labelledby="share-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="share-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {t('landing.shareTitle')}
        </h2>
        <p className="mt-1 text-slate-700">{t('landing.shareText')}</p>
        <button
          type="button"
          onClick={handleShare}
          className="mt-4 flex min-h-12 w-full items-center gap-3 rounded-full border border-slate-300 bg-slate-50 px-4 text-left text-slate-700 hover:bg-slate-100"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-cta"
          >
            +
          </span>
          <span>{t('landing.shareButton')}</span>
        </button>
      </div>
      {formUsed && ReportFormModal ? (
        <Suspense fallback={null}>
          <ReportFormModal open={reporting} onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
