import { formatDateTime12h, REPORT_VERIFICATION_MESSAGES as M, type Report } from '@dengue/core';
import { useEffect, useRef, useState } from 'react';
import { ReportLocation } from '../../../../components/map/report-location';
import { placeOf } from '../../../../components/map/report-text';
import { DetailList } from '../../../../components/ui/detail-list';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { ReportPhotos } from './report-photos';
import { ReportStatusBadge } from './report-status-badge';

export type ReviewMode = 'view' | 'verify' | 'reject';

/** OpenStreetMap at the report's point: no key, no account (the spec's 'Open in map service'). */
export const openStreetMapUrl = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;

const CONFIRM_TEXT = {
  verify: { question: 'Verify this report? It becomes visible to everyone.', button: 'Confirm Verify' },
  reject: {
    question: 'Reject this report? Its author is told it was not validated.',
    button: 'Confirm Reject',
  },
} as const;

export interface ReportReviewDialogProps {
  report: Report | null;
  mode: ReviewMode;
  busy: boolean;
  onClose: () => void;
  /** Makes the change; answers whether it was made (the dialog then closes). */
  onDecide: (report: Report, to: 'Validated' | 'Rejected') => Promise<boolean>;
}

/**
 * The view, verify and reject dialogs (admin section 2, Report details dialog): who (the author of an
 * anonymous report is named for staff and marked 'Posted Anonymously'), where, when, what, photo evidence,
 * a small map with Street View and an OpenStreetMap link; Verify and Reject while the report is Pending,
 * each through a confirmation step with 'Confirming...' and Cancel. Opened as verify or reject, the
 * confirmation step has focus, so Enter confirms. Give it a key per report and mode: the step starts anew.
 */
export function ReportReviewDialog({ report, mode, busy, onClose, onDecide }: ReportReviewDialogProps) {
  const [step, setStep] = useState<ReviewMode>(mode);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (step !== 'view') confirmRef.current?.focus();
  }, [step]);
  const open = report !== null;
  const decidable = report?.status === 'Pending';
  const confirmStep = decidable && step !== 'view' ? step : null;

  const footer = !report ? null : confirmStep ? (
    <div className="flex w-full flex-wrap items-center justify-end gap-3">
      <p className="mr-auto font-semibold text-slate-900">{CONFIRM_TEXT[confirmStep].question}</p>
      <button
        type="button"
        disabled={busy}
        onClick={() => (mode === 'view' ? setStep('view') : onClose())}
        className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
      >
        Cancel
      </button>
      <button
        ref={confirmRef}
        type="button"
        disabled={busy}
        onClick={async () => {
          if (await onDecide(report, confirmStep === 'verify' ? 'Validated' : 'Rejected')) onClose();
        }}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold text-white disabled:opacity-70 ${confirmStep === 'verify' ? 'bg-green-800 hover:bg-green-900' : 'bg-red-700 hover:bg-red-800'}`}
      >
        {busy ? (
          <>
            <Spinner className="size-4" /> {M.confirming}
          </>
        ) : (
          CONFIRM_TEXT[confirmStep].button
        )}
      </button>
    </div>
  ) : (
    <div className="flex w-full flex-wrap justify-end gap-3">
      {decidable ? (
        <>
          <button
            type="button"
            onClick={() => setStep('verify')}
            className="min-h-11 rounded-full bg-green-800 px-5 font-semibold text-white hover:bg-green-900"
          >
            Verify
          </button>
          <button
            type="button"
            onClick={() => setStep('reject')}
            className="min-h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
          >
            Reject
          </button>
        </>
      ) : null}
      <button
        type="button"
        onClick={onClose}
        className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100"
      >
        Close
      </button>
    </div>
  );

  return (
    <Modal
      open={open}
      onClose={busy ? () => {} : onClose}
      title={
        confirmStep === 'verify'
          ? 'Verify Report'
          : confirmStep === 'reject'
            ? 'Reject Report'
            : 'Report Details'
      }
      footer={footer}
      initialFocus={mode === 'view' ? undefined : confirmRef}
      scrollLabel="Report details"
      size="lg"
    >
      {report ? <ReportFacts report={report} /> : null}
    </Modal>
  );
}

function ReportFacts({ report }: { report: Report }) {
  const [lng, lat] = report.specific_location.coordinates;
  const username = report.user?.username ?? report.displayUser.username;
  const rows: [string, React.ReactNode][] = [
    [
      'Username',
      <>
        {username}
        {report.isAnonymous ? (
          <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-900">
            {M.postedAnonymously}
          </span>
        ) : null}
      </>,
    ],
    ['Barangay', report.barangay],
    ['Type', report.report_type],
    ['Date & Time', formatDateTime12h(report.date_and_time)],
    ['Status', <ReportStatusBadge key="status" status={report.status} />],
  ];
  return (
    <div className="space-y-5">
      <DetailList rows={rows} />
      <p className="whitespace-pre-line text-slate-800">{report.description}</p>
      <section className="space-y-2">
        <h3 className="font-bold text-slate-900">Photo evidence</h3>
        <ReportPhotos images={report.images} label={`${report.report_type} in ${report.barangay}`} />
      </section>
      <ReportLocation
        lat={lat}
        lng={lng}
        reportType={report.report_type}
        isInCluster={report.isInCluster}
        place={placeOf(report)}
      />
      <p>
        <a
          href={openStreetMapUrl(lat, lng)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-blue-800 underline underline-offset-4"
        >
          Open in map service
          <span className="sr-only"> (OpenStreetMap, opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
