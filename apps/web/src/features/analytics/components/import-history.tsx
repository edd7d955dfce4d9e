import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { getErrorMessage } from '../../../lib/api-error';
import { type ImportHistoryItem, importHistoryQuery, rollbackImport } from '../api/import-history';

const n = (value: number) => value.toLocaleString('en-US');
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });

const button =
  'min-h-11 rounded-full px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-70';

/**
 * Import history (decision 020): the newest imports with what each did, and Roll back for a finished one,
 * after a confirmation that says what it removes. `onRolledBack` refreshes the page's analysis.
 */
export function ImportHistory({ onRolledBack }: { onRolledBack: () => void }) {
  const history = useQuery(importHistoryQuery());
  const [confirming, setConfirming] = useState<ImportHistoryItem | null>(null);
  const rollback = useMutation({
    mutationFn: (item: ImportHistoryItem) => rollbackImport(item.importId),
    onSuccess: (message) => {
      setConfirming(null);
      toast.success(message);
      onRolledBack();
    },
  });

  const canRollBack = (item: ImportHistoryItem) =>
    !item.rolledBackAt && (item.status === 'done' || item.status === 'failed');

  return (
    <section aria-labelledby="import-history-title" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="import-history-title" className="text-xl font-bold text-slate-900">
        Import history
      </h2>
      {history.isError ? (
        <p role="alert" className="mt-2 text-red-800">
          {getErrorMessage(history.error)}
        </p>
      ) : history.data?.length === 0 ? (
        <p className="mt-2 text-slate-700">No case imports yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" data-testid="import-history">
          {history.data?.map((item) => (
            <li
              key={item.importId}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-import-file={item.file_info.original_filename}
            >
              <div className="text-sm text-slate-800">
                <p className="font-semibold text-slate-900">{item.file_info.original_filename}</p>
                <p>
                  {when(item.startedAt)}: {n(item.counts.imported)} new, {n(item.counts.updated)} updated,{' '}
                  {n(item.counts.duplicates)} duplicates, {n(item.counts.rejected)} rejected
                </p>
                {item.rolledBackAt ? (
                  <p className="font-semibold text-amber-900" data-testid="import-rolled-back">
                    Rolled back {when(item.rolledBackAt)}: {n(item.rowsRolledBack)}{' '}
                    {item.rowsRolledBack === 1 ? 'case' : 'cases'} removed
                  </p>
                ) : null}
              </div>
              {canRollBack(item) ? (
                <button
                  type="button"
                  className={`${button} border-2 border-red-700 text-red-800 hover:bg-red-50`}
                  onClick={() => {
                    rollback.reset();
                    setConfirming(item);
                  }}
                >
                  Roll back<span className="sr-only"> {item.file_info.original_filename}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Roll back this import?"
        footer={
          <>
            <button
              type="button"
              className={`${button} border-2 border-slate-300 text-slate-900 hover:bg-slate-100`}
              onClick={() => setConfirming(null)}
            >
              Cancel
            </button>
            <button
              type="button"
              className={`${button} bg-red-700 text-white hover:bg-red-800`}
              disabled={rollback.isPending}
              onClick={() => confirming && rollback.mutate(confirming)}
            >
              {rollback.isPending ? 'Rolling back…' : 'Roll back'}
            </button>
          </>
        }
      >
        {confirming ? (
          <div className="flex flex-col gap-2 text-slate-800">
            <p>
              The {n(confirming.counts.imported)} cases that{' '}
              <span className="font-semibold">{confirming.file_info.original_filename}</span> added will be
              removed and every barangay analysed again. Cases it only updated keep their new values.
            </p>
            {rollback.isError ? (
              <p role="alert" className="font-semibold text-red-800">
                {getErrorMessage(rollback.error)}
              </p>
            ) : null}
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
