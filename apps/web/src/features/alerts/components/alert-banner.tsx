import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/language-store';
import { dismissAlert, HOME_ALERTS_KEY, homeAlertsQuery } from '../api/public-alerts';
import '../../../i18n/en/alerts';

/**
 * The active dengue alerts of the resident's home barangay, above /home and /mapping, each until the resident
 * dismisses it (on every device: the server keeps the dismissal). Renders nothing without alerts.
 */
export function AlertBanner() {
  const t = useT();
  const format = useFormat();
  const client = useQueryClient();
  const alerts = useQuery(homeAlertsQuery);
  const dismiss = useMutation({
    mutationFn: dismissAlert,
    onSuccess: () => client.invalidateQueries({ queryKey: HOME_ALERTS_KEY }),
    onError: () => toast.error(t('alerts.dismissFailed')),
  });
  const list = alerts.data?.data ?? [];
  const barangay = alerts.data?.barangay?.name ?? '';
  if (list.length === 0) return null;
  return (
    <section aria-label={t('alerts.bannerLabel')} className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6">
      <ul className="space-y-3">
        {list.map((alert) => (
          <li
            key={alert._id}
            data-testid="alert-banner"
            className="flex flex-col gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-bold">
                <span aria-hidden="true">⚠ </span>
                {alert.title ?? t('alerts.bannerTitle', { barangay })}
              </p>
              <p className="mt-1 break-words">{alert.messages.join(' ')}</p>
              <p className="mt-1 text-sm text-red-900">
                <time dateTime={alert.timestamp} title={format.dateTime(alert.timestamp)}>
                  {t('alerts.sentAt', { time: format.relativeTime(alert.timestamp) })}
                </time>
              </p>
            </div>
            <button
              type="button"
              onClick={() => dismiss.mutate(alert._id)}
              disabled={dismiss.isPending}
              className="inline-flex min-h-10 shrink-0 items-center self-start rounded-full border border-red-800 bg-white px-4 text-sm font-semibold text-red-900 hover:bg-red-100 disabled:opacity-60"
            >
              {t('alerts.dismiss')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
