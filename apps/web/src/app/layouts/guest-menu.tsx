import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/session';

/**
 * The right-hand side of the top bar. Everyone is a guest until the accounts issue lands; it replaces
 * this with the profile menu (photo, name, e-mail, Logout) for a signed-in user with role user.
 */
export function GuestMenu({ dark }: { dark: boolean }) {
  const user = useCurrentUser();
  if (user && user.role === 'user') return null;
  return (
    <div className="flex items-center gap-3">
      <span className={`hidden text-sm font-medium sm:inline ${dark ? 'text-slate-200' : 'text-slate-700'}`}>
        Guest
      </span>
      <Link
        to="/login"
        className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ${
          dark ? 'bg-cta text-slate-900 hover:bg-cta-hover' : 'bg-slate-900 text-white hover:bg-slate-800'
        }`}
      >
        Login
      </Link>
    </div>
  );
}
