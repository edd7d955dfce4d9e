import { formatDateTime12h, type Intervention } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Modal } from '../../../components/ui/modal';
import { PageLoading } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/language-store';
import { translateError } from '../../../i18n/translate-error';
import { groupedInterventionsQuery } from '../api/recommendation-queries';

function Column({ title, items, empty }: { title: string; items: Intervention[]; empty: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-bold text-slate-900">
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item._id} className="rounded-lg border border-slate-200 p-3 text-sm text-slate-800">
              <p className="font-semibold text-slate-900">{item.interventionType}</p>
              <p>{formatDateTime12h(item.date)}</p>
              <p>{item.personnel}</p>
              {item.address ? <p className="text-slate-700">{item.address}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A barangay's ongoing and scheduled interventions in two columns (admin section 2, Barangay pattern card). */
export function BarangayInterventionsDialog({
  barangay,
  open,
  onClose,
}: {
  barangay: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const query = useQuery({ ...groupedInterventionsQuery(barangay), enabled: open });
  return (
    <Modal open={open} onClose={onClose} title={t('actions.interventionsOf', { barangay })} size="lg">
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          {translateError(query.error)}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Column title={t('actions.ongoing')} items={query.data.ongoing} empty={t('actions.noneOngoing')} />
          <Column
            title={t('actions.scheduled')}
            items={query.data.scheduled}
            empty={t('actions.noneScheduled')}
          />
        </div>
      )}
    </Modal>
  );
}
