import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { toast } from '../../components/ui/toast';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { confirmLogoutWithQueue } from '../../features/report-form/outbox/outbox-starter';
import { useT } from '../../i18n/language-store';
import { signOut, useCurrentUser } from '../../lib/session';

/**
 * The right-hand side of the top bar (resident section 2): a signed-in resident sees a profile menu
 * (photo, name, e-mail, Logout; photo and name lead to /profile); anyone else is a Guest with Login.
 */
export function GuestMenu({ dark }: { dark: boolean }) {
  const t = useT();
  const user = useCurrentUser();
  const navigate = useNavigate();

  if (user && user.role === 'user') {
    const logout = async () => {
      // Unsent reports live only on this phone and go with an explicit Logout: ask first (decision 015).
      if (!(await confirmLogoutWithQueue(user.id))) return;
      signOut();
      toast.success(t('nav.loggedOut'), { toastId: 'logged-out' });
      navigate('/home');
    };
    return (
      <div className="flex items-center gap-2" data-testid="profile-menu">
        {/* On a phone the photo stands for the name (still the link's name); a long name or e-mail is cut. */}
        <Link to="/profile" className="flex min-h-11 min-w-11 items-center gap-2 rounded-full sm:pr-2">
          <Avatar src={user.profilePhotoUrl} />
          <span className="sr-only flex-col leading-tight sm:not-sr-only sm:flex">
            <span
              className={`max-w-32 truncate text-sm font-semibold ${dark ? 'text-white' : 'text-slate-900'}`}
            >
              {user.name}
            </span>
            <span
              className={`hidden max-w-40 truncate text-xs min-[1400px]:inline ${dark ? 'text-slate-300' : 'text-slate-600'}`}
            >
              {user.email}
            </span>
          </span>
        </Link>
        <NotificationBell accountId={user.id} dark={dark} />
        <button
          type="button"
          onClick={logout}
          className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-3 text-sm font-semibold sm:px-4 ${
            dark
              ? 'border border-white/60 text-white hover:bg-white/10'
              : 'border border-slate-300 text-slate-900 hover:bg-slate-100'
          }`}
        >
          {t('nav.logout')}
        </button>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <span className={`hidden text-sm font-medium sm:inline ${dark ? 'text-slate-200' : 'text-slate-700'}`}>
        {t('nav.guest')}
      </span>
      <Link
        to="/login"
        className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold ${
          dark ? 'bg-cta text-slate-900 hover:bg-cta-hover' : 'bg-slate-900 text-white hover:bg-slate-800'
        }`}
      >
        {t('nav.login')}
      </Link>
    </div>
  );
}
