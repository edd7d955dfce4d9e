import type { Report } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import {
  dropReport,
  optimisticReport,
  prependReport,
  type ReportPages,
  replaceReport,
} from './optimistic-report';
import { draftBody, orderedErrors, type ReportDraft, reportFormData, validateDraft } from './report-draft';
import '../../../i18n/en/report';
import type { KeyedMessage } from '../../../i18n/catalogue';
import { displayText } from '../../../i18n/language-store';
import { addPhotos, currentDateTime, limitDescription, settleDate, settleTime } from './report-fields';

// 10:00 on 22 November 2026 in Manila.
const now = new Date('2026-11-22T02:00:00Z');
const photo = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });
/** A message as an English reader sees it: the spec's text is the requirement. */
const english = (message: KeyedMessage | string | null | undefined) =>
  message == null ? message : displayText(message);
const location = { lat: 14.6785, lng: 121.0995, barangay: 'Batasan Hills', address: '' };
const valid: ReportDraft = {
  isAnonymous: false,
  location,
  date: '2026-11-22',
  time: '09:30',
  reportType: 'Stagnant Water',
  description: 'Water in old tyres behind the court',
  images: [photo('a.png')],
};

describe('validateDraft', () => {
  it('accepts a complete report and builds the server body', () => {
    expect(validateDraft(valid, now)).toEqual({});
    expect(draftBody(valid)).toEqual({
      barangay: 'Batasan Hills',
      specific_location: { type: 'Point', coordinates: [121.0995, 14.6785] },
      date_and_time: '2026-11-22T01:30:00.000Z',
      report_type: 'Stagnant Water',
      description: 'Water in old tyres behind the court',
      isAnonymous: false,
    });
  });

  it('sends a typed address and an approximate pin as their own fields, and neither for a map pin', () => {
    const manual: ReportDraft<File> = {
      ...valid,
      location: {
        ...location,
        address: '12 Quirino Highway',
        typedAddress: '12 Quirino Highway',
        approximate: true,
      },
      images: [],
    };
    expect(draftBody(manual)).toMatchObject({ address: '12 Quirino Highway', location_approximate: 'true' });
    const form = reportFormData(manual, 'id-1');
    expect(form.get('address')).toBe('12 Quirino Highway');
    expect(form.get('location_approximate')).toBe('true');
    const onMap = reportFormData({ ...valid, images: [] }, 'id-1');
    expect(onMap.has('address')).toBe(false);
    expect(onMap.has('location_approximate')).toBe(false);
    // The label point without a typed address: approximate, no address.
    const untyped = reportFormData({ ...manual, location: { ...location, approximate: true } }, 'id-1');
    expect([untyped.has('address'), untyped.get('location_approximate')]).toEqual([false, 'true']);
  });

  it('lists every missing field with the spec messages, in the form order', () => {
    const empty: ReportDraft = {
      isAnonymous: false,
      location: null,
      date: '',
      time: '',
      reportType: '',
      description: '   ',
      images: [],
    };
    expect(orderedErrors(validateDraft(empty, now)).map(english)).toEqual([
      'Barangay is required.',
      'Location is required.',
      'Date is required.',
      'Time is required.',
      'Report type is required.',
      'Description is required.',
      'Please upload at least 1 photo of the breeding site.',
    ]);
  });

  it('applies the date and time rules without clock tolerance', () => {
    expect(english(validateDraft({ ...valid, date: '2026-11-20' }, now).date)).toBe(
      'Please select only today or yesterday.',
    );
    expect(english(validateDraft({ ...valid, date: '2026-11-23' }, now).date)).toBe(
      'Date cannot be in the future.',
    );
    expect(validateDraft({ ...valid, time: '10:01' }, now)).toEqual({ time: { key: 'report.timeInFuture' } });
    expect(english(validateDraft({ ...valid, time: '10:01' }, now).time)).toBe(
      'Time cannot be in the future.',
    );
    expect(validateDraft({ ...valid, date: '2026-11-21', time: '23:59' }, now)).toEqual({});
  });

  it('refuses a point outside the city and a description over 500', () => {
    const outside = { ...location, lat: 14.37 };
    expect(english(validateDraft({ ...valid, location: outside }, now).location)).toBe(
      'Please click a location within Quezon City',
    );
    expect(english(validateDraft({ ...valid, description: 'x'.repeat(501) }, now).description)).toBe(
      'Description is limited to 500 characters.',
    );
  });

  it('checks the photos with the shared rules', () => {
    expect(validateDraft({ ...valid, images: [photo('a.gif', 'image/gif')] }, now).images).toEqual({
      key: 'report.unsupportedFiles',
      params: { names: 'a.gif' },
    });
    expect(english(validateDraft({ ...valid, images: [photo('a.gif', 'image/gif')] }, now).images)).toBe(
      'The following files are not supported: a.gif. Only JPG and PNG files are allowed.',
    );
    const five = ['1', '2', '3', '4', '5'].map((n) => photo(`${n}.jpg`, 'image/jpeg'));
    expect(english(validateDraft({ ...valid, images: five }, now).images)).toBe(
      'You can only upload a maximum of 4 images.',
    );
  });
});

describe('field behaviours', () => {
  it('snaps a refused date to today or yesterday with its message', () => {
    expect(settleDate('2026-11-19', now)).toEqual({
      date: '2026-11-21',
      message: { key: 'report.onlyTodayOrYesterday' },
    });
    expect(english(settleDate('2026-11-19', now).message)).toBe('Please select only today or yesterday.');
    expect(settleDate('2026-12-01', now)).toEqual({
      date: '2026-11-22',
      message: { key: 'report.dateInFuture' },
    });
    expect(english(settleDate('2026-12-01', now).message)).toBe('Date cannot be in the future.');
    expect(settleDate('2026-11-21', now)).toEqual({ date: '2026-11-21', message: null });
    expect(settleDate('', now)).toEqual({ date: '', message: null });
  });

  it('resets a future time today to now', () => {
    expect(settleTime('2026-11-22', '11:15', now)).toEqual({
      time: '10:00',
      message: { key: 'report.timeInFuture' },
    });
    expect(english(settleTime('2026-11-22', '11:15', now).message)).toBe('Time cannot be in the future.');
    expect(settleTime('2026-11-22', '09:59', now)).toEqual({ time: '09:59', message: null });
    expect(settleTime('2026-11-21', '23:00', now)).toEqual({ time: '23:00', message: null });
  });

  it('gives the Manila date and time for Use Current Date & Time', () => {
    expect(currentDateTime(new Date('2026-11-22T17:45:00Z'))).toEqual({ date: '2026-11-23', time: '01:45' });
  });

  it('cuts the description at 500 characters', () => {
    expect(limitDescription('x'.repeat(500))).toEqual({ text: 'x'.repeat(500), message: null });
    expect(limitDescription('x'.repeat(520))).toEqual({
      text: 'x'.repeat(500),
      message: { key: 'report.descriptionLimit' },
    });
    expect(english(limitDescription('x'.repeat(520)).message)).toBe(
      'Description is limited to 500 characters.',
    );
  });

  it('adds photos: JPG and PNG only, at most 4, each at most 2 MB', () => {
    const [a, b, c] = [photo('a.png'), photo('b.jpg', 'image/jpeg'), photo('c.png')];
    expect(addPhotos([a], [b])).toEqual({ files: [a, b], message: null });
    const unsupported = addPhotos([a], [photo('doc.pdf', 'application/pdf'), b]);
    expect(unsupported).toEqual({
      files: [a, b],
      message: { key: 'report.unsupportedFiles', params: { names: 'doc.pdf' } },
    });
    expect(english(unsupported.message)).toBe(
      'The following files are not supported: doc.pdf. Only JPG and PNG files are allowed.',
    );
    const fifth = addPhotos([a, b, c], [photo('d.png'), photo('e.png')]);
    expect(fifth).toEqual({ files: [a, b, c, photo('d.png')], message: { key: 'report.maxImages' } });
    expect(english(fifth.message)).toBe('You can only upload a maximum of 4 images.');
    const big = photo('big.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1);
    const tooLarge = addPhotos([], [big, a]);
    expect(tooLarge).toEqual({
      files: [a],
      message: { key: 'report.imageTooLarge', params: { file: 'big.jpg' } },
    });
    expect(english(tooLarge.message)).toBe('Each image must be ≤ 2MB. Offender: big.jpg');
    // A file with no MIME type is judged by its name.
    expect(addPhotos([], [photo('site.JPG', '')]).files).toHaveLength(1);
  });
});

describe('optimistic report in My Posts', () => {
  const author = { id: 'u1', username: 'mosquitohunter' };
  const post = optimisticReport({ ...valid, location }, author, ['blob:1'], now, 'optimistic-1');
  const stored = { ...post, _id: 'r-9' } as Report;
  const other = { ...post, _id: 'r-1' } as Report;
  const pages: ReportPages = {
    pages: [
      { posts: [other], pagination: { totalItems: 11, hasMore: true, page: 1, limit: 10 } },
      { posts: [], pagination: { totalItems: 11, hasMore: false, page: 2, limit: 10 } },
    ],
    pageParams: [1, 2],
  };

  it('carries the typed address and the approximate pin like the stored report will', () => {
    const manual = { ...location, typedAddress: '12 Quirino Highway', approximate: true };
    expect(optimisticReport({ ...valid, location: manual }, author, [], now)).toMatchObject({
      address: '12 Quirino Highway',
      location_approximate: true,
    });
    expect(post).toMatchObject({ address: null, location_approximate: false });
  });

  it('looks like a stored Pending report of the author', () => {
    expect(post).toMatchObject({
      _id: 'optimistic-1',
      status: 'Pending',
      barangay: 'Batasan Hills',
      specific_location: { type: 'Point', coordinates: [121.0995, 14.6785] },
      date_and_time: '2026-11-22T01:30:00.000Z',
      images: ['blob:1'],
      upvotes: [],
      user: { _id: 'u1', username: 'mosquitohunter' },
    });
  });

  it('goes first, is replaced by the stored report, or is removed again', () => {
    const added = prependReport(pages, post)!;
    expect(added.pages[0]!.posts.map((p) => p._id)).toEqual(['optimistic-1', 'r-1']);
    expect(added.pages[0]!.pagination.totalItems).toBe(12);
    expect(replaceReport(added, 'optimistic-1', stored)!.pages[0]!.posts.map((p) => p._id)).toEqual([
      'r-9',
      'r-1',
    ]);
    const dropped = dropReport(added, 'optimistic-1')!;
    expect(dropped.pages[0]!.posts.map((p) => p._id)).toEqual(['r-1']);
    expect(dropped.pages[0]!.pagination.totalItems).toBe(11);
  });

  it('leaves a list that is not cached alone', () => {
    expect(prependReport(undefined, post)).toBeUndefined();
    expect(dropReport(pages, 'missing')).toBe(pages);
  });
});
