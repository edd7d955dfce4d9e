import type { ProgressView } from '../model/import-progress';

export interface ImportProgressBarProps {
  view: ProgressView;
  /** The job's status (uploading, parsing, analysing, done…), for styling and for tests. */
  status: string;
}

/** A real progress bar: its value is the job's progress as the server reports it. */
export function ImportProgressBar({ view, status }: ImportProgressBarProps) {
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.percent}
        aria-valuetext={`${view.percent}%: ${view.label}`}
        data-import-progress=""
        data-status={status}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none ${
            status === 'done' ? 'bg-green-700' : 'bg-blue-700'
          }`}
          style={{ width: `${view.percent}%` }}
        />
      </div>
      <p className="flex justify-between gap-3 text-sm text-slate-700">
        <span aria-live="polite">{view.label}</span>
        <span aria-hidden="true" className="tabular-nums">
          {view.percent}%
        </span>
      </p>
    </div>
  );
}
