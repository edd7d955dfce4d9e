import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../../i18n/language-store';
import { unreadCountQuery } from '../api/notifications-query';
import { badgeText, NOTIFICATIONS_HREF, unreadLabel } from '../model/notifications';

/**
 * The profile menu's bell: the unread count as a badge, named for screen readers ('3 unread
 * notifications'), leading to the list on /profile.
 */
export function NotificationBell({ accountId, dark }: { accountId: string; dark: boolean }) {
  useT();
  const { data: unread } = useQuery(unreadCountQuery(accountId));
  return (
    <Link
      to={NOTIFICATIONS_HREF}
      aria-label={unreadLabel(unread)}
      data-testid="notification-bell"
      className={`relative inline-flex size-10 shrink-0 items-center justify-center rounded-full ${
        dark ? 'text-white hover:bg-white/10' : 'text-slate-900 hover:bg-slate-100'
      }`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6">
        <path
          d="M6 9a6 6 0 1 1 12 0c0 4.5 1.5 6.5 2.5 7.5h-17C4.5 15.5 6 13.5 6 9Zm4 10.5a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      {unread !== undefined && unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {badgeText(unread)}
        </span>
      )}
    </Link>
  );
}
