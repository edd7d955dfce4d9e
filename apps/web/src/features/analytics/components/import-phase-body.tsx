import { CSV_IMPORT_MESSAGES } from '@dengue/core';
import type { ImportPhase } from '../hooks/use-csv-import';
import { jobProgressView, uploadProgressView } from '../model/import-progress';
import { IMPORT_MAX_ATTEMPTS } from '../model/import-retry';
import { ImportProgressBar } from './import-progress-bar';
import { ImportSummary } from './import-summary';

/** The import dialog once Import is pressed: upload, retries, the job's progress, success or failure. */
export function ImportPhaseBody({ phase, fileName }: { phase: ImportPhase; fileName: string }) {
  switch (phase.kind) {
    case 'uploading':
      return (
        <>
          <FileLine name={fileName} />
          <ImportProgressBar view={uploadProgressView(phase.attempt)} status="uploading" />
        </>
      );
    case 'retrying':
      return (
        <>
          <FileLine name={fileName} />
          <ImportProgressBar view={uploadProgressView(phase.failedAttempt)} status="retrying" />
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            Attempt {phase.failedAttempt} of {IMPORT_MAX_ATTEMPTS} failed ({phase.reason.replace(/\.$/, '')}).
            Trying again in {Math.round(phase.delayMs / 1000)} seconds…
          </p>
        </>
      );
    case 'processing': {
      const view = phase.status
        ? { ...jobProgressView(phase.status), percent: phase.percent }
        : { percent: 0, label: 'File received. Starting the import…' };
      return (
        <>
          <FileLine name={phase.fileName} />
          <ImportProgressBar view={view} status={phase.status?.status ?? 'queued'} />
          <p className="text-sm text-slate-700">
            You can close this dialog: the import carries on, and the page refreshes when it ends.
          </p>
        </>
      );
    }
    case 'done':
      return (
        <>
          <p className="text-slate-900" data-testid="import-success-message">
            {CSV_IMPORT_MESSAGES.succeeded}
          </p>
          <FileLine name={phase.fileName} />
          <ImportProgressBar view={jobProgressView(phase.status)} status="done" />
          <ImportSummary status={phase.status} />
        </>
      );
    case 'choose-date-order':
      return (
        <div className="flex flex-col gap-3">
          <FileLine name={fileName} />
          <p role="alert" className="font-semibold text-slate-900">
            {phase.message}
          </p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800" data-testid="date-order-examples">
            {phase.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">
            Dates that only fit the other order are rejected with their rows and listed in the summary.
          </p>
        </div>
      );
    case 'failed':
      return (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{phase.message}</p>
          {phase.details.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {phase.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </div>
      );
    default:
      return null;
  }
}

function FileLine({ name }: { name: string }) {
  return (
    <p className="text-sm text-slate-800">
      File:{' '}
      <span className="font-semibold" data-testid="import-file-name">
        {name}
      </span>
    </p>
  );
}
