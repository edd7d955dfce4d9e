import { useQuery } from '@tanstack/react-query';
import { useFormat } from '../../../../i18n/format';
import { useT } from '../../../../i18n/language-store';
import { barangayAlertsQuery } from '../../api/barangay-alerts-query';
import '../../../../i18n/en/alerts';

/** The active dengue alerts of one barangay, for its map popup; nothing when there are none. */
export function BarangayAlerts({ barangayId }: { barangayId: string }) {
  const t = useT();
  const format = useFormat();
  const alerts = useQuery(barangayAlertsQuery(barangayId));
  const list = alerts.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="rounded-lg border border-red-300 bg-red-50 p-2" data-testid="barangay-alerts">
      <p className="font-semibold text-red-900">{t('alerts.popupTitle')}</p>
      <ul className="mt-1 space-y-1">
        {list.slice(0, 3).map((alert) => (
          <li key={alert._id} className="text-red-950">
            {alert.messages.join(' ')}{' '}
            <time className="text-xs text-red-900" dateTime={alert.timestamp}>
              ({format.relativeTime(alert.timestamp)})
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
