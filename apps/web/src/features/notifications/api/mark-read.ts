import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type AppNotification, markedRead } from '../model/notifications';
import { NOTIFICATIONS_KEY, type NotificationPage } from './notifications-query';

/** PATCH notifications/{id}/read: one of the signed-in account's own. */
export const markNotificationRead = (id: string) =>
  apiFetch<AppNotification>(`notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' });

/** PATCH notifications/read-all. */
export const markAllNotificationsRead = () =>
  apiFetch<{ updated: number; unreadCount: number }>('notifications/read-all', { method: 'PATCH' });

/**
 * Marks one notification (an id) or all of them (null) read. The cached list and count change when the
 * server agrees; then both are fetched again, so another tab's changes show as well.
 */
export function useMarkRead(viewer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | null): Promise<void> => {
      if (id === null) await markAllNotificationsRead();
      else await markNotificationRead(id);
    },
    onSuccess: (_answer, id) => {
      const at = new Date().toISOString();
      const ids = id === null ? null : new Set([id]);
      client.setQueryData<InfiniteData<NotificationPage, number>>(
        [...NOTIFICATIONS_KEY, 'list', viewer],
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              notifications: markedRead(page.notifications, ids, at),
            })),
          },
      );
      client.setQueryData<number>([...NOTIFICATIONS_KEY, 'unread', viewer], (count) =>
        count === undefined ? count : id === null ? 0 : Math.max(0, count - 1),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
