import { ACCOUNT_MESSAGES, type Account, allowedToggles } from '@dengue/core';
import { toast } from '../../../components/ui/toast';
import { deleteAccount, resendVerificationCode, toggleAccountStatus } from '../api/account-actions';
import { failureMessage } from '../hooks/account-action';
import { type AccountColumn, emailColumn, statusColumn, usernameColumn } from './account-columns';
import { AccountManagementPage, type PasswordActionSpec, type RowButton } from './account-management-page';
import { ConfirmDialog } from './confirm-dialog';

type UserAction = 'ban' | 'unban' | 'delete' | 'resend';

const PASSWORD_ACTIONS: Record<'ban' | 'unban' | 'delete', PasswordActionSpec> = {
  ban: {
    title: 'Ban User',
    confirmLabel: 'Ban',
    danger: true,
    description: (account) => (
      <p>
        Ban <strong>{account.username}</strong>? They will be logged out and unable to log in.
      </p>
    ),
    run: (account, password) => toggleAccountStatus(account._id, 'banned', password),
    success: ACCOUNT_MESSAGES.userBanned,
    fallback: ACCOUNT_MESSAGES.banFailed,
  },
  unban: {
    title: 'Unban User',
    confirmLabel: 'Unban',
    danger: false,
    description: (account) => (
      <p>
        Unban <strong>{account.username}</strong>? They will be able to log in again.
      </p>
    ),
    run: (account, password) => toggleAccountStatus(account._id, 'active', password),
    success: ACCOUNT_MESSAGES.userUnbanned,
    fallback: ACCOUNT_MESSAGES.unbanFailed,
  },
  delete: {
    title: 'Delete User',
    confirmLabel: 'Delete',
    danger: true,
    description: (account) => (
      <p>
        Delete <strong>{account.username}</strong> ({account.email})? The account moves to the archives and
        cannot log in.
      </p>
    ),
    run: (account, password) => deleteAccount(account._id, password),
    success: ACCOUNT_MESSAGES.userDeleted,
    fallback: ACCOUNT_MESSAGES.userDeleteFailed,
  },
};

const columns = (joined: AccountColumn) => [usernameColumn, emailColumn, statusColumn, joined];

const rowButtons = (account: Account): (RowButton<UserAction> | false)[] => {
  const toggles = allowedToggles('user', account.status);
  const unverified = account.status === 'unverified' || account.status === 'pending';
  return [
    toggles.includes('banned') && { kind: 'ban', label: 'Ban', danger: true },
    toggles.includes('active') && { kind: 'unban', label: 'Unban' },
    unverified && { kind: 'resend', label: 'Resend OTP', srLabel: `to ${account.username}` },
    { kind: 'delete', label: 'Delete', danger: true },
  ];
};

/** /superadmin/users: resident accounts; ban or unban, remove, and resend verification codes. */
export function UsersPage() {
  return (
    <AccountManagementPage
      group="user"
      blocked="banned"
      title="User Management"
      description="Resident accounts: ban or unban, remove, and resend verification codes."
      archivesLink={{ to: '/superadmin/users/archives', label: 'View Archived Users' }}
      caption="Resident accounts"
      errorText={ACCOUNT_MESSAGES.errorLoadingUsers}
      emptyText={ACCOUNT_MESSAGES.noRecords}
      columns={columns}
      rowButtons={rowButtons}
      passwordActions={PASSWORD_ACTIONS}
    >
      {({ action, close }) => (
        <ConfirmDialog
          open={action?.kind === 'resend'}
          title="Resend OTP"
          confirmLabel="Resend OTP"
          onClose={close}
          onConfirm={async () => {
            if (!action) return;
            const { email } = action.account;
            try {
              await resendVerificationCode(email);
              toast.success(ACCOUNT_MESSAGES.otpResentTo(email));
            } catch (error) {
              toast.error(failureMessage(error, ACCOUNT_MESSAGES.resendOtpFailed));
            }
            close();
          }}
        >
          <p>
            Send a new verification code to <strong className="break-all">{action?.account.email}</strong>?
          </p>
        </ConfirmDialog>
      )}
    </AccountManagementPage>
  );
}
