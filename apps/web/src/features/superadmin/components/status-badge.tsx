import type { AccountStatus } from '@dengue/core';

const LOOK: Record<AccountStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-green-100 text-green-900' },
  banned: { label: 'Banned', className: 'bg-red-100 text-red-900' },
  disabled: { label: 'Disabled', className: 'bg-slate-200 text-slate-900' },
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-900' },
  unverified: { label: 'Pending', className: 'bg-amber-100 text-amber-900' },
  // Deleted accounts are shown as Archived (admin section 2).
  deleted: { label: 'Archived', className: 'bg-slate-100 text-slate-800' },
};

export const statusLabel = (status: AccountStatus): string => LOOK[status].label;

export function StatusBadge({ status }: { status: AccountStatus }) {
  const look = LOOK[status];
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.className}`}>
      {look.label}
    </span>
  );
}

export function RoleBadge({ role }: { role: string }) {
  const superadmin = role === 'superadmin';
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        superadmin ? 'bg-purple-100 text-purple-900' : 'bg-blue-100 text-blue-900'
      }`}
    >
      {superadmin ? 'Super Admin' : role === 'admin' ? 'Admin' : role}
    </span>
  );
}
