import type { ProfileResponse } from '@dengue/core';
import { translateValue, useT } from '../../../i18n/language-store';
import { BioEditor } from './bio-editor';
import '../../../i18n/en/profile';

/**
 * E-mail, bio and the report counts by status: a column beside the page on wide screens, the details
 * dialog on small ones (resident section 2: 'Mobile has a details modal').
 */
export function ProfileDetails({ accountId, profile }: { accountId: string; profile: ProfileResponse }) {
  const t = useT();
  const { account, statistics } = profile;
  return (
    <div className="flex flex-col gap-5">
      <dl className="flex flex-col gap-1">
        <dt className="text-sm font-medium text-slate-600">{t('profile.email')}</dt>
        <dd className="break-all text-slate-900">{account.email}</dd>
      </dl>
      <div>
        <h3 className="mb-1 text-sm font-medium text-slate-600">{t('profile.bio')}</h3>
        <BioEditor accountId={accountId} bio={account.bio} />
      </div>
      <div>
        <h3 className="mb-1 text-sm font-medium text-slate-600">{t('profile.reportsByStatus')}</h3>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {(['Validated', 'Pending', 'Rejected'] as const).map((status) => (
            <div key={status} className="rounded-lg bg-slate-100 px-2 py-2">
              <dt className="text-xs text-slate-700">{translateValue('reportStatus', status)}</dt>
              <dd className="text-lg font-bold text-slate-900">{statistics.reportsByStatus[status]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
