import { ACCOUNT_MESSAGES, type Account, allowedToggles } from '@dengue/core';
import { useState } from 'react';
import { deleteAccount, toggleAccountStatus } from '../api/account-actions';
import { type AccountColumn, emailColumn, roleColumn, statusColumn, usernameColumn } from './account-columns';
import { AccountManagementPage, type PasswordActionSpec, type RowButton } from './account-management-page';
import { CreateAdminWizard } from './create-admin-wizard';
import { VerifyAdminDialog } from './verify-admin-dialog';

type AdminAction = 'disable' | 'enable' | 'delete' | 'verify';

/** '<Verb> <username> (<email>)?' and what follows for the account. */
const describeAs = (verb: string, consequence: string) => (account: Account) => (
  <p>
    {verb} <strong>{account.username}</strong> ({account.email})?{consequence}
  </p>
);

const PASSWORD_ACTIONS: Record<'disable' | 'enable' | 'delete', PasswordActionSpec> = {
  disable: {
    title: 'Disable Admin',
    confirmLabel: 'Disable',
    danger: true,
    description: describeAs('Disable', ' They will be logged out within 30 seconds.'),
    run: (account, password) => toggleAccountStatus(account._id, 'disabled', password),
    success: ACCOUNT_MESSAGES.accountToggled('disabled'),
    fallback: ACCOUNT_MESSAGES.accountToggleFailed('disable'),
  },
  enable: {
    title: 'Enable Admin',
    confirmLabel: 'Enable',
    danger: false,
    description: describeAs('Enable', ''),
    run: (account, password) => toggleAccountStatus(account._id, 'active', password),
    success: ACCOUNT_MESSAGES.accountToggled('enabled'),
    fallback: ACCOUNT_MESSAGES.accountToggleFailed('enable'),
  },
  delete: {
    title: 'Delete Admin',
    confirmLabel: 'Delete',
    danger: true,
    description: describeAs('Delete', ' The account moves to the archives.'),
    run: (account, password) => deleteAccount(account._id, password),
    success: ACCOUNT_MESSAGES.accountDeleted,
    fallback: ACCOUNT_MESSAGES.accountDeleteFailed,
  },
};

const columns = (joined: AccountColumn) => [usernameColumn, emailColumn, roleColumn, joined, statusColumn];

const rowButtons = (account: Account): (RowButton<AdminAction> | false)[] | null => {
  // Superadmin rows offer no disable, remove or verify actions (admin section 4).
  if (account.role === 'superadmin') return null;
  const toggles = allowedToggles('admin', account.status);
  return [
    toggles.includes('disabled') && { kind: 'disable', label: 'Disable', danger: true },
    toggles.includes('active') && { kind: 'enable', label: 'Enable' },
    account.status === 'pending' && { kind: 'verify', label: 'Verify' },
    { kind: 'delete', label: 'Delete', danger: true },
  ];
};

const ROLE_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'admin', label: 'Admin' },
  { value: 'superadmin', label: 'Super Admin' },
];

/** /superadmin/admins: admin and superadmin accounts; create admins, disable or enable them, verify e-mails. */
export function AdminsPage() {
  const [role, setRole] = useState('');
  const [creating, setCreating] = useState(false);
  return (
    <AccountManagementPage
      group="admin"
      blocked="disabled"
      title="Admin Management"
      description="Admin and superadmin accounts: create admins, disable or enable them, verify e-mails."
      archivesLink={{ to: '/superadmin/admins/archives', label: 'View Archived Admins' }}
      headerActions={
        <button
          type="button"
          onClick={() => setCreating(true)}
          className="min-h-11 rounded-full bg-cta px-5 font-semibold text-slate-900 shadow-sm hover:bg-cta-hover"
        >
          Create New Admin
        </button>
      }
      moreFilters={{
        filters: [{ label: 'Role', value: role, options: ROLE_OPTIONS, onChange: setRole }],
        params: { adminRole: role === 'admin' || role === 'superadmin' ? role : undefined },
        clear: () => setRole(''),
      }}
      caption="Admin and superadmin accounts"
      errorText={ACCOUNT_MESSAGES.errorLoadingAccounts}
      emptyText={ACCOUNT_MESSAGES.noAdmins}
      columns={columns}
      rowButtons={rowButtons}
      passwordActions={PASSWORD_ACTIONS}
    >
      {({ action, close, refresh }) => (
        <>
          <VerifyAdminDialog
            account={action?.kind === 'verify' ? action.account : null}
            onClose={close}
            onVerified={() => void refresh()}
          />
          <CreateAdminWizard
            open={creating}
            onClose={() => setCreating(false)}
            onChanged={() => void refresh()}
          />
        </>
      )}
    </AccountManagementPage>
  );
}
