import { ADMIN_POST_MESSAGES } from '@dengue/core';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { signOut } from '../../lib/session';
import { ConsoleLayout } from './console-layout';

/** Admin sidebar entries (admin spec, section 2). Loaded lazily: resident screens never download it. */
const ADMIN_NAV = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Analytics', to: '/admin/analytics' },
  { label: 'Mapping', to: '/admin/mapping' },
  { label: 'Reports Verification', to: '/admin/reportsverification' },
  { label: 'Interventions', to: '/admin/interventions' },
  { label: 'Community Engagement & Awareness', to: '/admin/cea' },
] as const;

export function AdminLayout() {
  const navigate = useNavigate();
  // Admin layout: clears the session, goes to / and says 'Logged out successfully.' (admin section 2).
  const logout = () => {
    signOut();
    toast.success(ADMIN_POST_MESSAGES.loggedOut, { toastId: 'logged-out' });
    navigate('/');
  };
  return <ConsoleLayout areaLabel="Admin" items={ADMIN_NAV} onLogout={logout} />;
}
