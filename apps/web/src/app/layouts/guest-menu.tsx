import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Avatar } from '../../components/ui/avatar';
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
      <div className="flex items-center gap-3" data-testid="profile-menu">
        <Link to="/profile" className="flex min-h-10 items-center gap-2 rounded-full pr-2">
          <Avatar src={user.profilePhotoUrl} />
          <span className="flex flex-col leading-tight">
            <span className={`text-sm font-semibold ${dark ? 'text-white' : 'text-slate-900'}`}>
              {user.name}
            </span>
            <span className={`hidden text-xs sm:inline ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
              {user.email}
            </span>
          </span>
        </Link>
        <NotificationBell accountId={user.id} dark={dark} />
        <button
          type="button"
          onClick={logout}
          className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ${
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
    <div className="flex items-center gap-3">
      <span className={`hidden text-sm font-medium sm:inline ${dark ? 'text-slate-200' : 'text-slate-700'}`}>
        {t('nav.guest')}
      </span>
      <Link
        to="/login"
        className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ${
          dark ? 'bg-cta text-slate-900 hover:bg-cta-hover' : 'bg-slate-900 text-white hover:bg-slate-800'
        }`}
      >
        {t('nav.login')}
      </Link>
    </div>
  );
}
