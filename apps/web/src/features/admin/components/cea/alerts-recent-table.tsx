import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TablePagination } from '../../../../components/ui/table-pagination';
import { alertsListQuery } from '../../api/alerts';
import { AlertsDetailsDialog } from './alerts-details-dialog';
import { formatAlertTime } from './alerts-format';

/** Posts and alerts tables: default 10 rows, options 5, 10, 20, 50 (admin section 9). */
const PAGE_SIZES = [5, 10, 20, 50] as const;

/** Recent Alerts: newest first, server-paginated, each row opening 'Alert Details'. */
export function AlertsRecentTable() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery(alertsListQuery(page, limit));
  const rows = list.data?.data ?? [];
  return (
    <section aria-labelledby="recent-alerts-title" className="space-y-3">
      <h3 id="recent-alerts-title" className="text-lg font-bold text-slate-900">
        Recent Alerts
      </h3>
      {list.isError ? (
        <p className="text-red-700">
          Error fetching data...{' '}
          <button type="button" className="underline" onClick={() => void list.refetch()}>
            Retry
          </button>
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Sent
              </th>
              <th scope="col" className="px-3 py-2">
                Barangays
              </th>
              <th scope="col" className="px-3 py-2">
                Message
              </th>
              <th scope="col" className="px-3 py-2">
                Residents notified
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.isPending ? (
              <tr>
                <td colSpan={5} className="px-3 py-4 text-slate-600">
                  Loading...
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-4 text-slate-600">
                  No alerts sent yet.
                </td>
              </tr>
            ) : (
              rows.map((alert) => (
                <tr key={alert._id} className="border-t border-slate-200" data-testid="alert-row">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={alert.createdAt}>{formatAlertTime(alert.createdAt)}</time>
                  </td>
                  <td className="px-3 py-2">{alert.barangays.map((b) => b.name).join(', ')}</td>
                  <td className="max-w-md px-3 py-2">{alert.messages[0]}</td>
                  <td className="px-3 py-2">{alert.recipientsCount}</td>
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      onClick={() => setOpenId(alert._id)}
                      className="min-h-10 rounded-lg border border-slate-300 px-3 font-medium text-slate-900 hover:bg-slate-100"
                      aria-label={`Details of the alert sent ${formatAlertTime(alert.createdAt)}`}
                    >
                      Details
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <TablePagination
        pagination={list.data?.pagination}
        pageSizes={PAGE_SIZES}
        defaultPageSize={10}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setLimit(size);
          setPage(1);
        }}
      />
      <AlertsDetailsDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
