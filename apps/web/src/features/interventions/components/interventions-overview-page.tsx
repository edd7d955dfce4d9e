import { useT } from '../../../i18n/language-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PrescriptiveActions } from './prescriptive-actions';
import { RecentInterventionRecords } from './recent-intervention-records';
import '../../../i18n/en/actions';

/** /admin/interventions (admin section 2): Prescriptive Action Recommendations and the recent records. */
export function InterventionsOverviewPage() {
  const t = useT();
  useDocumentTitle(t('actions.title'));
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('actions.title')}</h1>
        <p className="mt-1 text-slate-700">{t('actions.intro')}</p>
      </header>
      <PrescriptiveActions />
      <RecentInterventionRecords />
    </div>
  );
}
