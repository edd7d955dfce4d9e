import { isApiError } from '../../../lib/api-error';
import type { DraftLocation, ReportDraft } from '../model/report-draft';

/** A photo kept in IndexedDB: the file's bytes as a Blob with its name and type. */
export interface QueuedPhoto {
  name: string;
  type: string;
  blob: Blob;
}

/** A report filed without a connection, kept in this browser until the server has it (decision 015). */
export interface QueuedReport {
  /** The idempotency id sent as `clientId`; also the item's key. */
  clientId: string;
  /** The account that filed it: only that account sees and sends it. */
  accountId: string;
  /** ISO instant it was queued; the queue is sent oldest first. */
  queuedAt: string;
  draft: Omit<ReportDraft, 'images' | 'location'> & { location: DraftLocation };
  photos: QueuedPhoto[];
  /** 'failed': the server refused it (a rule it breaks); the resident discards it. */
  state: 'waiting' | 'failed';
  /** The refusal's English message, and its code and params, by which it is worded in other languages. */
  failure?: string;
  failureCode?: string;
  failureParams?: Readonly<Record<string, string | number>>;
}

/** Why the server refused a report: its English message with the code and params it translates by. */
export interface Refusal {
  message: string;
  code?: string;
  params?: Readonly<Record<string, string | number>>;
}

/** What one attempt to send an item leads to. */
export type SendOutcome =
  | { kind: 'sent' }
  | ({ kind: 'refused' } & Refusal)
  /** No answer, a server error, or not now (session, rate limit): keep it and stop this round. */
  | { kind: 'retry-later' };

// 401: the session is being renewed or has ended; 408 and 429: not now. Neither is about the report.
const RETRY_STATUSES = new Set([401, 408, 429]);

/** The outcome of a failed POST: a 4xx about the report itself is final, anything else is tried again. */
export function outcomeOfError(error: unknown): SendOutcome {
  if (!isApiError(error)) return { kind: 'retry-later' };
  if (error.kind === 'CONNECTION_ERROR' || error.kind === 'ACCOUNT_DISABLED') return { kind: 'retry-later' };
  if (error.status >= 400 && error.status < 500 && !RETRY_STATUSES.has(error.status)) {
    return { kind: 'refused', message: error.message, code: error.code, params: error.params };
  }
  return { kind: 'retry-later' };
}

/** Whether a failed POST never reached the API (no answer, or a gateway with no API behind it). */
export const isOfflineFailure = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'CONNECTION_ERROR';

const byQueueOrder = (a: QueuedReport, b: QueuedReport) =>
  a.queuedAt.localeCompare(b.queuedAt) || a.clientId.localeCompare(b.clientId);

/** The account's items still to send, oldest first. */
export const sendOrder = (items: readonly QueuedReport[], accountId: string): QueuedReport[] =>
  items.filter((item) => item.accountId === accountId && item.state === 'waiting').sort(byQueueOrder);

/** The account's items as the lists show them: newest first, like My Posts. */
export const shownItems = (items: readonly QueuedReport[], accountId: string): QueuedReport[] =>
  items
    .filter((item) => item.accountId === accountId)
    .sort(byQueueOrder)
    .reverse();

/** A version 4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newClientId(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The queue item for a draft the form has checked (its photos are the chosen files). */
export function queuedReportOf(
  draft: ReportDraft<File> & { location: DraftLocation },
  accountId: string,
  clientId: string,
  now: Date,
): QueuedReport {
  const { images, ...fields } = draft;
  return {
    clientId,
    accountId,
    queuedAt: now.toISOString(),
    draft: fields,
    photos: images.map((file) => ({ name: file.name, type: file.type, blob: file })),
    state: 'waiting',
  };
}

/** The draft to send again, its photos as Files built from the stored Blobs. */
export function draftOfQueued(item: QueuedReport): ReportDraft<File> & { location: DraftLocation } {
  return {
    ...item.draft,
    images: item.photos.map((photo) => new File([photo.blob], photo.name, { type: photo.type })),
  };
}
