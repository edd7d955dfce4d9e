import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/language-store';
import { outboxDb } from './outbox-db';
import type { QueuedReport } from './outbox-model';
import { outboxStore } from './outbox-store';
import { OUTBOX_TEXT as T } from './outbox-text';
import { QueuedReportFix } from './queued-report-fix';
import { useOutbox } from './use-outbox';

export interface QueuedReportsProps {
  accountId: string;
  /** Server lists to fetch again once queued reports were sent (My Posts, the profile). */
  refreshKeys?: readonly QueryKey[];
}

/**
 * The account's reports kept on this phone (decision 015), above My Posts and My Reports: each says in
 * words whether it is waiting to send or was refused (with the server's reason and a Discard button).
 * Nothing when the queue is empty.
 */
export function QueuedReports({ accountId, refreshKeys }: QueuedReportsProps) {
  useT();
  const items = useOutbox(accountId, refreshKeys);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="queued-reports-title" className="flex flex-col gap-3">
      <div>
        <h2 id="queued-reports-title" className="text-lg font-bold text-slate-900">
          {T.listTitle}
        </h2>
        <p className="text-sm text-slate-600">{T.listIntro}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.clientId}>
            <QueuedReportCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function QueuedReportCard({ item }: { item: QueuedReport }) {
  useT();
  const format = useFormat();
  const titleId = `queued-${item.clientId}`;
  const title = T.title(item.draft.reportType, item.draft.location.barangay);
  const failed = item.state === 'failed';
  const photos = usePhotoUrls(item);
  const discard = async () => {
    await outboxDb.remove(item.clientId);
    await outboxStore.changed(item.accountId);
  };
  return (
    <article
      aria-labelledby={titleId}
      data-testid="queued-report"
      className={`rounded-2xl border border-dashed p-4 ${failed ? 'border-red-300 bg-red-50' : 'border-slate-300 bg-white'}`}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {title}
          </h3>
          <p className="text-sm text-slate-600">
            <time dateTime={item.queuedAt}>{T.savedAt(format.relativeTime(item.queuedAt))}</time>
          </p>
        </div>
        <span
          className={`inline-flex shrink-0 items-center gap-1 rounded-full px-3 py-0.5 text-xs font-semibold ${failed ? 'bg-red-100 text-red-900' : 'bg-slate-200 text-slate-900'}`}
        >
          {/* A mark beside the words, never instead of them. */}
          {failed ? (
            <span aria-hidden="true">!</span>
          ) : (
            <span aria-hidden="true" className="size-2 rounded-full bg-slate-600" />
          )}
          {failed ? T.failedBadge : T.waitingBadge}
        </span>
      </header>
      <p className="mt-2 line-clamp-3 whitespace-pre-line text-slate-800">{item.draft.description}</p>
      {photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-4 gap-1">
          {photos.map((src, index) => (
            <li key={src}>
              <img
                src={src}
                alt={T.photoAlt(item.draft.location.barangay, index + 1, photos.length)}
                width={160}
                height={120}
                className="aspect-[4/3] w-full rounded-md bg-slate-200 object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <div className="mt-3 flex flex-col gap-1">
          <p role="alert" className="text-sm font-medium text-red-800">
            {T.failure(item)}
          </p>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <QueuedReportFix key={item.failure} item={item} title={title} />
            <button
              type="button"
              onClick={() => void discard()}
              aria-label={T.discardLabel(title)}
              className="min-h-10 rounded-full border border-red-300 px-4 text-sm font-semibold text-red-900 hover:bg-red-100"
            >
              {T.discard}
            </button>
          </div>
        </div>
      )}
    </article>
  );
}

/** Object URLs of a queued report's stored photos, revoked when the card goes. */
function usePhotoUrls(item: QueuedReport): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const next = item.photos.map((photo) => URL.createObjectURL(photo.blob));
    setUrls(next);
    return () => {
      for (const url of next) URL.revokeObjectURL(url);
    };
  }, [item.photos]);
  return urls;
}
