import type { AccountStatus } from '@dengue/core';
import type { AccountStats } from '../api/accounts-query';
import type { SelectFilter } from './account-filters';
import { StatCards } from './stat-cards';

/** The blocked status of each table: residents are banned, admins disabled. */
export type BlockedStatus = 'banned' | 'disabled';

const BLOCKED_LABELS: Record<BlockedStatus, string> = { banned: 'Banned', disabled: 'Disabled' };

/** Status filter values (admin section 2); residents waiting for their code are 'unverified'. */
export const statusFilterValue = (value: string, blocked: BlockedStatus): AccountStatus | undefined =>
  value === 'active' || value === 'pending' || value === blocked ? value : undefined;

/** The Status filter: All, Active, the blocked status, Pending. */
export const statusFilter = (
  value: string,
  onChange: (value: string) => void,
  blocked: BlockedStatus,
): SelectFilter => ({
  label: 'Status',
  value,
  options: [
    { value: '', label: 'All' },
    { value: 'active', label: 'Active' },
    { value: blocked, label: BLOCKED_LABELS[blocked] },
    { value: 'pending', label: 'Pending' },
  ],
  onChange,
});

/** Total, Active, the blocked status and Pending, over the whole list. */
export function AccountStatCards({
  stats,
  blocked,
}: {
  stats: AccountStats | undefined;
  blocked: BlockedStatus;
}) {
  return (
    <StatCards
      cards={[
        { label: 'Total', value: stats?.total },
        { label: 'Active', value: stats?.active },
        { label: BLOCKED_LABELS[blocked], value: stats?.[blocked] },
        { label: 'Pending', value: stats?.pending },
      ]}
    />
  );
}
