import { ACCOUNT_MESSAGES, GENERIC_MESSAGES } from '@dengue/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/ui/modal';
import { toast } from '../../components/ui/toast';
import { signOut } from '../../lib/session';
import { ConsoleLayout } from './console-layout';

/** Superadmin sidebar entries (admin spec, section 2). Loaded lazily like the admin area. */
const SUPERADMIN_NAV = [
  { label: 'Users', to: '/superadmin/users' },
  { label: 'Admins', to: '/superadmin/admins' },
] as const;

export function SuperadminLayout() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const logout = () => {
    setConfirming(false);
    signOut();
    toast.success(GENERIC_MESSAGES.loggedOut, { toastId: 'logged-out' });
    navigate('/');
  };

  return (
    <>
      <ConsoleLayout areaLabel="Superadmin" items={SUPERADMIN_NAV} onLogout={() => setConfirming(true)} />
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Confirm Logout"
        footer={
          <>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100"
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={logout}
              className="min-h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
            >
              Logout
            </button>
          </>
        }
      >
        <p className="text-slate-700">{ACCOUNT_MESSAGES.confirmLogout}</p>
      </Modal>
    </>
  );
}
