import { ACCEPT, checkCsvFile } from '@dengue/core';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { type BackgroundOutcome, type ImportPhase, useCsvImport } from '../hooks/use-csv-import';
import { ImportInstructions } from './import-instructions';
import { ImportPhaseBody } from './import-phase-body';

export interface ImportDialogProps {
  open: boolean;
  /** `received`: the server got a file, so the page's data may have changed. */
  onClose: (received: boolean) => void;
  /** A job that ended after the dialog was closed on it. */
  onFinishedUnwatched: (outcome: BackgroundOutcome) => void;
}

const buttonBase =
  'min-h-11 rounded-full px-5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-70';
const primaryButton = `${buttonBase} bg-cta text-slate-900 shadow-sm hover:bg-cta-hover`;
const secondaryButton = `${buttonBase} border-2 border-slate-300 text-slate-900 hover:bg-slate-100`;

const busy = (phase: ImportPhase) =>
  phase.kind === 'uploading' || phase.kind === 'retrying' || phase.kind === 'processing';

/**
 * Import Dengue Cases (admin sections 2, 4, 5): pick a CSV, Cancel or Import; the upload under the retry
 * rule, the job's real progress, then the success dialog with the spec's text, the file name and what the
 * import did.
 */
export function ImportDialog({ open, onClose, onFinishedUnwatched }: ImportDialogProps) {
  const { phase, received, start, reset, detach, attach } = useCsvImport({ onFinishedUnwatched });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const errorId = useId();
  const instructionsId = useId();

  // The button that was pressed disappears when the phase changes; focus follows the news instead.
  useEffect(() => {
    if (phase.kind !== 'idle') statusRef.current?.focus();
  }, [phase.kind]);

  useEffect(() => {
    if (open) attach();
  }, [open, attach]);

  function close() {
    setFile(null);
    setFileError(null);
    if (phase.kind === 'processing') {
      // The server has the file and works on: keep watching quietly, the page hears when it ends.
      detach();
      onClose(true);
      return;
    }
    const changed = received;
    reset();
    onClose(changed);
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    setFile(picked);
    setFileError(picked ? checkCsvFile(picked) : null);
  }

  function submit() {
    const problem = checkCsvFile(file);
    setFileError(problem);
    if (problem || !file) {
      inputRef.current?.focus();
      return;
    }
    void start(file);
  }

  function chooseAnother() {
    reset();
    setFile(null);
    setFileError(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  const title = phase.kind === 'done' ? 'Import Successful' : 'Import Dengue Cases';
  const footer = (() => {
    if (phase.kind === 'done') {
      return (
        <button type="button" className={primaryButton} onClick={close}>
          Close
        </button>
      );
    }
    if (phase.kind === 'choose-date-order' && file) {
      return (
        <>
          <button type="button" className={secondaryButton} onClick={close}>
            Cancel
          </button>
          <button type="button" className={primaryButton} onClick={() => void start(file, 'MDY')}>
            Month first (MM/DD/YYYY)
          </button>
          <button type="button" className={primaryButton} onClick={() => void start(file, 'DMY')}>
            Day first (DD/MM/YYYY)
          </button>
        </>
      );
    }
    if (phase.kind === 'failed') {
      return (
        <>
          <button type="button" className={secondaryButton} onClick={close}>
            Cancel
          </button>
          {phase.canRetry && file ? (
            <button type="button" className={primaryButton} onClick={() => void start(file)}>
              Try Again
            </button>
          ) : (
            <button type="button" className={primaryButton} onClick={chooseAnother}>
              Choose Another File
            </button>
          )}
        </>
      );
    }
    return (
      <>
        <button type="button" className={secondaryButton} onClick={close}>
          Cancel
        </button>
        <button type="button" className={primaryButton} onClick={submit} disabled={busy(phase)}>
          {busy(phase) ? 'Importing…' : 'Import'}
        </button>
      </>
    );
  })();

  return (
    <Modal open={open} onClose={close} title={title} footer={footer} size="lg">
      {phase.kind === 'idle' ? (
        <div className="flex flex-col gap-4">
          <ImportInstructions id={instructionsId} />
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="font-semibold text-slate-900">
              CSV file
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={ACCEPT.csv}
              onChange={pick}
              aria-describedby={`${instructionsId}${fileError ? ` ${errorId}` : ''}`}
              aria-invalid={fileError ? true : undefined}
              className="block w-full rounded-lg border border-slate-300 p-2 text-sm text-slate-900 file:mr-3 file:min-h-9 file:rounded-full file:border-0 file:bg-slate-900 file:px-4 file:font-semibold file:text-white"
            />
            {file && !fileError ? (
              <p className="text-sm text-slate-700">
                Selected: <span className="font-semibold">{file.name}</span> ({formatSize(file.size)})
              </p>
            ) : null}
            {fileError ? (
              <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
                {fileError}
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <div ref={statusRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
          <ImportPhaseBody phase={phase} fileName={file?.name ?? ''} />
        </div>
      )}
    </Modal>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
