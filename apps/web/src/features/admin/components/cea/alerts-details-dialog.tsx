import { useQuery } from '@tanstack/react-query';
import { Modal } from '../../../../components/ui/modal';
import { alertDetailsQuery } from '../../api/alerts';
import { formatAlertTime } from './alerts-format';

/** 'Alert Details': who sent it, when, where, and how far it reached. */
export function AlertsDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const details = useQuery({ ...alertDetailsQuery(id ?? ''), enabled: id !== null });
  const alert = details.data;
  return (
    <Modal open={id !== null} onClose={onClose} title="Alert Details">
      {details.isPending ? <p>Loading...</p> : null}
      {details.isError ? <p className="text-red-700">Error fetching data...</p> : null}
      {alert ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800" data-testid="alert-details">
          {alert.title ? (
            <>
              <dt className="font-semibold">Title</dt>
              <dd>{alert.title}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Message</dt>
          <dd>{alert.messages.join(' ')}</dd>
          <dt className="font-semibold">Sent by</dt>
          <dd>{alert.sender?.username ?? 'A former admin'}</dd>
          <dt className="font-semibold">Sent</dt>
          <dd>
            <time dateTime={alert.createdAt}>{formatAlertTime(alert.createdAt)}</time>
          </dd>
          <dt className="font-semibold">Barangays</dt>
          <dd>{alert.barangays.map((b) => b.name).join(', ')}</dd>
          <dt className="font-semibold">Residents notified</dt>
          <dd>{alert.recipientsCount}</dd>
          <dt className="font-semibold">Push deliveries</dt>
          <dd>
            {alert.pushDeliveredCount} succeeded of {alert.pushAttemptedCount} devices
          </dd>
        </dl>
      ) : null}
    </Modal>
  );
}
