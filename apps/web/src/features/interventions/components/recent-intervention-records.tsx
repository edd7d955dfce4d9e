import { INTERVENTION_MESSAGES, INTERVENTION_RECENT_ROWS, type Intervention } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { queryTableProps } from '../../../components/ui/data-table';
import { RowAction } from '../../../components/ui/row-action';
import { useT } from '../../../i18n/language-store';
import { translateError } from '../../../i18n/translate-error';
import { interventionsQuery } from '../api/interventions-query';
import { InterventionDetailsDialog } from './intervention-details-dialog';
import { InterventionsTable } from './interventions-table';

const linkClass = 'font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-900';

/** Recent Intervention Records: the 5 newest active ones, no paging, with the two links (admin section 2). */
export function RecentInterventionRecords() {
  const t = useT();
  const headingId = useId();
  const query = useQuery(interventionsQuery({ archived: false, page: 1, limit: INTERVENTION_RECENT_ROWS }));
  const [selected, setSelected] = useState<Intervention | null>(null);
  const renderActions = useCallback(
    (item: Intervention) => (
      <RowAction
        label={t('actions.view')}
        srLabel={`${item.interventionType} in ${item.barangay}`}
        onClick={() => setSelected(item)}
      />
    ),
    [t],
  );
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {t('actions.recentTitle')}
        </h2>
        <div className="flex flex-wrap gap-4">
          <Link to="/admin/interventions/archives" className={linkClass}>
            {t('actions.viewArchives')}
          </Link>
          <Link to="/admin/interventions/all" className={linkClass}>
            {t('actions.viewAll')}
          </Link>
        </div>
      </div>
      <InterventionsTable
        caption={t('actions.recentTitle')}
        {...queryTableProps(query, query.data?.data.slice(0, INTERVENTION_RECENT_ROWS))}
        errorText={INTERVENTION_MESSAGES.loadError(query.error ? translateError(query.error) : '')}
        emptyText={INTERVENTION_MESSAGES.noneFound}
        renderActions={renderActions}
      />
      <InterventionDetailsDialog item={selected} initialMode="view" onClose={() => setSelected(null)} />
    </section>
  );
}
