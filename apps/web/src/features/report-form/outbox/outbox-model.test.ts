import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { reportFormData } from '../model/report-draft';
import {
  draftOfQueued,
  isOfflineFailure,
  newClientId,
  outcomeOfError,
  type QueuedReport,
  queuedReportOf,
  sendOrder,
  shownItems,
} from './outbox-model';

const location = { lat: 14.6785, lng: 121.0995, barangay: 'Batasan Hills', address: '' };
const draft = {
  isAnonymous: true,
  location,
  date: '2026-11-22',
  time: '09:30',
  reportType: 'Stagnant Water' as const,
  description: 'Tyres by the court',
};

const item = (
  clientId: string,
  accountId: string,
  queuedAt: string,
  state: QueuedReport['state'] = 'waiting',
) => ({ clientId, accountId, queuedAt, draft, photos: [], state }) satisfies QueuedReport;

const apiError = (status: number, kind: ApiError['kind'] = 'CUSTOM_ERROR', message = 'Refused') =>
  new ApiError({ status, kind, message });

describe('what a failed send leads to', () => {
  it('a 4xx about the report is final, with the server message', () => {
    expect(outcomeOfError(apiError(400, 'CUSTOM_ERROR', 'Please select only today or yesterday.'))).toEqual({
      kind: 'refused',
      message: 'Please select only today or yesterday.',
      code: 'BAD_REQUEST',
    });
    expect(outcomeOfError(apiError(403))).toEqual({ kind: 'refused', message: 'Refused', code: 'FORBIDDEN' });
    // The code and params travel with it, so the card can word it in the reader's language later.
    const dated = new ApiError({
      status: 400,
      kind: 'CUSTOM_ERROR',
      message: 'Please select only today or yesterday.',
      code: 'BAD_REQUEST',
      params: { id: 'report.onlyTodayOrYesterday' },
    });
    expect(outcomeOfError(dated)).toMatchObject({ params: { id: 'report.onlyTodayOrYesterday' } });
  });

  it('no answer, a server error, the session, a timeout or a rate limit: try again later', () => {
    for (const error of [
      apiError(0, 'CONNECTION_ERROR'),
      apiError(503, 'CONNECTION_ERROR'),
      apiError(500),
      apiError(401, 'UNAUTHORIZED'),
      apiError(403, 'ACCOUNT_DISABLED'),
      apiError(408),
      apiError(429),
      new TypeError('Failed to fetch'),
    ]) {
      expect(outcomeOfError(error)).toEqual({ kind: 'retry-later' });
    }
  });

  it('only a connection error sends a new report to the queue', () => {
    expect(isOfflineFailure(apiError(0, 'CONNECTION_ERROR'))).toBe(true);
    expect(isOfflineFailure(apiError(400))).toBe(false);
    expect(isOfflineFailure(new Error('x'))).toBe(false);
  });
});

describe('queue order and ownership', () => {
  const items = [
    item('c', 'maria', '2026-11-22T02:00:00.000Z'),
    item('a', 'maria', '2026-11-22T01:00:00.000Z'),
    item('b', 'juan', '2026-11-22T00:30:00.000Z'),
    item('d', 'maria', '2026-11-22T00:00:00.000Z', 'failed'),
  ];

  it('sends the account’s waiting items oldest first, never another account’s or a refused one', () => {
    expect(sendOrder(items, 'maria').map((i) => i.clientId)).toEqual(['a', 'c']);
    expect(sendOrder(items, 'juan').map((i) => i.clientId)).toEqual(['b']);
    expect(sendOrder(items, 'pedro')).toEqual([]);
  });

  it('shows all the account’s items newest first', () => {
    expect(shownItems(items, 'maria').map((i) => i.clientId)).toEqual(['c', 'a', 'd']);
  });
});

describe('queue items', () => {
  it('keep the fields and the photos as blobs, and give them back as files', async () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'tyres.png', { type: 'image/png' });
    const queued = queuedReportOf(
      { ...draft, images: [photo] },
      'maria',
      'id-1',
      new Date('2026-11-22T02:00:00Z'),
    );
    expect(queued).toMatchObject({
      clientId: 'id-1',
      accountId: 'maria',
      queuedAt: '2026-11-22T02:00:00.000Z',
      state: 'waiting',
      draft,
    });
    const back = draftOfQueued(queued);
    expect(back.images[0]).toBeInstanceOf(File);
    expect(back.images[0]).toMatchObject({ name: 'tyres.png', type: 'image/png', size: 3 });
    expect(new Uint8Array(await back.images[0]!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('keep a typed address and an approximate pin, which are sent when the item goes', () => {
    const manual = {
      ...location,
      address: 'Near the chapel',
      typedAddress: 'Near the chapel',
      approximate: true,
    };
    const queued = queuedReportOf(
      { ...draft, location: manual, images: [] },
      'maria',
      'id-2',
      new Date('2026-11-22T02:00:00Z'),
    );
    // What IndexedDB stores is a structured clone of the item.
    const stored = structuredClone(queued);
    expect(stored.draft.location).toEqual(manual);
    const body = reportFormData(draftOfQueued(stored), stored.clientId);
    expect(body.get('address')).toBe('Near the chapel');
    expect(body.get('location_approximate')).toBe('true');
    expect(body.get('clientId')).toBe('id-2');
  });

  it('client ids are version 4 UUIDs, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
    expect(ids.size).toBe(50);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
