import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useT } from '../../../i18n/language-store';
import { getErrorMessage } from '../../../lib/api-error';
import { useMarkRead } from '../api/mark-read';
import { notificationsQuery } from '../api/notifications-query';
import { NOTIFICATIONS_ANCHOR } from '../model/notifications';
import { NotificationItem } from './notification-item';

/** The signed-in resident's notifications on /profile: newest first, unread emphasised, mark read one or all. */
export function NotificationsPanel({ accountId }: { accountId: string }) {
  const t = useT();
  const list = useInfiniteQuery(notificationsQuery(accountId));
  const mark = useMarkRead(accountId);
  const section = useRef<HTMLElement>(null);
  const { hash, key } = useLocation();

  // The menu's badge links here (/profile#notifications): bring the list into view once it has loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit (key) to the same hash scrolls again
  useEffect(() => {
    if (hash !== `#${NOTIFICATIONS_ANCHOR}` || list.isPending || !section.current) return;
    section.current.scrollIntoView({ block: 'start' });
    section.current.focus({ preventScroll: true });
  }, [hash, key, list.isPending]);

  const markRead = (id: string | null) =>
    mark.mutate(id, {
      onError: (error) => toast.error(getErrorMessage(error, t('notifications.failedToMark'))),
    });

  const items = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = list.data?.pages[0]?.unreadCount ?? 0;

  return (
    <section
      id={NOTIFICATIONS_ANCHOR}
      ref={section}
      tabIndex={-1}
      aria-labelledby="notifications-title"
      className="scroll-mt-24 focus:outline-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notifications-title" className="text-xl font-bold text-slate-900">
          {t('notifications.title')}
        </h2>
        {unread > 0 && (
          <button
            type="button"
            onClick={() => markRead(null)}
            disabled={mark.isPending}
            className="inline-flex min-h-10 items-center rounded-full bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-800 disabled:opacity-60"
          >
            {t('notifications.markAllRead')}
          </button>
        )}
      </div>
      {list.isPending ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-slate-600">
          <Spinner /> {t('notifications.loading')}
        </p>
      ) : list.isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-red-800">
          <p>
            {t('notifications.failedToLoad')} {getErrorMessage(list.error)}
          </p>
          <button
            type="button"
            onClick={() => void list.refetch()}
            className="min-h-10 rounded-full border border-red-300 px-4 font-medium hover:bg-red-50"
          >
            {t('notifications.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('notifications.empty')}</p>
      ) : (
        <>
          <p role="status" className="mt-1 text-sm text-slate-600">
            {unread === 0
              ? t('notifications.allCaughtUp')
              : t('notifications.unreadCount', { count: unread })}
          </p>
          <ol className="mt-3 flex flex-col gap-3">
            {items.map((item) => (
              <NotificationItem key={item._id} item={item} busy={mark.isPending} onMarkRead={markRead} />
            ))}
          </ol>
          {list.hasNextPage && (
            <button
              type="button"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              className="mt-3 inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-300 px-4 font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              {list.isFetchingNextPage && <Spinner />}
              {list.isFetchingNextPage ? t('notifications.loading') : t('notifications.showOlder')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
