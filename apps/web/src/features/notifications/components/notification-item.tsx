import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/language-store';
import type { AppNotification } from '../model/notifications';
import '../../../i18n/en/alerts';

/** One notification: unread ones stand out (bar, bold text, 'Unread' for screen readers) and can be marked read. */
export function NotificationItem({
  item,
  busy,
  onMarkRead,
}: {
  item: AppNotification;
  busy: boolean;
  onMarkRead: (id: string) => void;
}) {
  const t = useT();
  const format = useFormat();
  const textId = `notification-${item._id}`;
  const unread = !item.read;
  return (
    <li
      data-testid="notification"
      data-read={item.read}
      className={`flex flex-col gap-2 rounded-xl border p-4 sm:flex-row sm:items-start sm:justify-between ${
        unread ? 'border-blue-300 border-l-4 border-l-blue-700 bg-blue-50' : 'border-slate-200 bg-white'
      }`}
    >
      <div className="min-w-0">
        <p id={textId} className={unread ? 'font-semibold text-slate-900' : 'text-slate-700'}>
          {unread && <span className="sr-only">{t('notifications.unreadPrefix')}</span>}
          {item.kind === 'dengue-alert' ? (
            <span className="mr-2 inline-block rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
              {t('alerts.notificationTag')}
            </span>
          ) : null}
          {item.message}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={item.createdAt} title={format.dateTime(item.createdAt)}>
            {format.relativeTime(item.createdAt)}
          </time>
        </p>
      </div>
      {unread && (
        <button
          type="button"
          onClick={() => onMarkRead(item._id)}
          disabled={busy}
          aria-describedby={textId}
          className="inline-flex min-h-10 shrink-0 items-center self-start rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60"
        >
          {t('notifications.markRead')}
        </button>
      )}
    </li>
  );
}
