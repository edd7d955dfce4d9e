import { t } from '../../../i18n/language-store';
/** In-app notifications (issue 4): a reporter is told when an admin validates or rejects a report. */
export interface AppNotification {
  _id: string;
  kind: string;
  message: string;
  reportId: string | null;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

/** The unread count refreshes every 60 s and whenever the window regains focus. */
export const UNREAD_REFRESH_MS = 60_000;

/** The id of the list on /profile; the menu's badge links to it. */
export const NOTIFICATIONS_ANCHOR = 'notifications';
export const NOTIFICATIONS_HREF = `/profile#${NOTIFICATIONS_ANCHOR}`;

/** The badge's accessible name: '3 unread notifications', '1 unread notification', or none unread. */
export function unreadLabel(count: number | undefined): string {
  if (count === undefined) return t('notifications.title');
  if (count <= 0) return t('notifications.noneUnread');
  return t(count === 1 ? 'notifications.unreadOne' : 'notifications.unreadOther', { count });
}

/** What the small badge prints: the count, capped so it stays one short pill. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/**
 * Marks notifications read in a cached list (what the server will answer), so the list and the count
 * change at once; `ids` null marks every one.
 */
export function markedRead(
  list: readonly AppNotification[],
  ids: ReadonlySet<string> | null,
  at: string,
): AppNotification[] {
  return list.map((item) =>
    !item.read && (ids === null || ids.has(item._id)) ? { ...item, read: true, readAt: at } : item,
  );
}
