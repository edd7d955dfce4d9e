import { useState } from 'react';
import { getErrorMessage } from '../../../lib/api-error';
import { downloadProblemsCsv } from '../api/download-problems';
import type { ImportStatus } from '../api/import-status';

/** How many problems the dialog lists; the rest are in the CSV download. */
export const PROBLEMS_SHOWN = 10;

const n = (value: number) => value.toLocaleString('en-US');

function Count({ label, value, id }: { label: string; value: number; id: string }) {
  return (
    <div className="rounded-lg border border-slate-200 px-3 py-2">
      <dt className="text-xs font-medium text-slate-700">{label}</dt>
      <dd className="text-lg font-bold tabular-nums text-slate-900" data-testid={`import-count-${id}`}>
        {n(value)}
      </dd>
    </div>
  );
}

/** What the import did: counts, the date format it read, unknown barangay names, and the problems. */
export function ImportSummary({ status }: { status: ImportStatus }) {
  const { counts } = status;
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadProblemsCsv(status.problemsCsvUrl, status.importId);
    } catch (error) {
      setDownloadError(getErrorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section aria-labelledby="import-summary-title" className="flex flex-col gap-4">
      <h3 id="import-summary-title" className="text-base font-bold text-slate-900">
        Import summary
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Count id="read" label="Rows read" value={counts.read} />
        <Count id="imported" label="New cases imported" value={counts.imported} />
        <Count id="updated" label="Cases updated" value={counts.updated} />
        <Count id="duplicates" label="Duplicates skipped" value={counts.duplicates} />
        <Count id="other-city" label="Other city (ignored)" value={counts.otherCity} />
        <Count id="rejected" label="Rejected rows" value={counts.rejected} />
        {counts.onsetImputed > 0 ? (
          <Count id="onset-imputed" label="Onset taken from DAdmit" value={counts.onsetImputed} />
        ) : null}
      </dl>
      <p className="text-sm text-slate-800">
        <span className="font-semibold">Date format used:</span>{' '}
        <span data-testid="import-date-format">{status.dateFormat ?? 'none found'}</span>
        {status.dateFormatNote ? <span className="block text-slate-700">{status.dateFormatNote}</span> : null}
      </p>
      {status.unmatchedBarangays.length > 0 ? (
        <div className="text-sm text-slate-800">
          <h4 className="font-semibold">Barangay names not recognised</h4>
          <ul className="mt-1 flex flex-wrap gap-2" data-testid="import-unmatched">
            {status.unmatchedBarangays.map((item) => (
              <li key={item.name} className="rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-950">
                {item.name} ({n(item.count)} {item.count === 1 ? 'row' : 'rows'})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {status.problemCount > 0 ? (
        <div className="text-sm text-slate-800">
          <h4 className="font-semibold">
            Problems{' '}
            <span className="font-normal text-slate-700">
              (showing {Math.min(PROBLEMS_SHOWN, status.problems.length)} of {n(status.problemCount)})
            </span>
          </h4>
          <ul className="mt-1 space-y-1" data-testid="import-problems">
            {status.problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
              <li key={`${problem.row}-${problem.reason}`}>
                <span className="font-semibold tabular-nums">Row {problem.row}:</span> {problem.reason}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={download}
            disabled={downloading}
            className="mt-2 font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-900 disabled:opacity-70"
          >
            {downloading ? 'Preparing download…' : 'Download all problems (CSV)'}
          </button>
          {downloadError ? (
            <p role="alert" className="mt-1 text-red-800">
              {downloadError}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
