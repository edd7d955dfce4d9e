import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN_POST_MESSAGES,
  isoDateToUtcMs,
  LIMITS,
  REPORT_FORM_MESSAGES as M,
  MAP_MESSAGES,
  manilaDateOf,
  manilaInstant,
  manilaToday,
  manilaYesterday,
  tooManyPixels,
  utcMsToIsoDate,
  VALIDATION_MESSAGES,
} from '@dengue/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-helpers.ts';
import { pngBomb } from '../../../test/image-fixtures.ts';
import { reportImages, reports } from '../../db/schema/index.ts';
import { UNREADABLE_UPLOAD_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '../../lib/error-handler.ts';
import {
  FIXTURE_GPS_TAGS,
  type FilePart,
  gpsTagsOf,
  jpeg,
  multipartForm,
  photoWithGps,
  png,
  postReport,
  reportsWorldForSuite,
  storedFiles,
  validFields,
} from './reports-test-kit.ts';

const w = reportsWorldForSuite();

const countRows = async () => ({
  reports: (await w.db.select().from(reports)).length,
  images: (await w.db.select().from(reportImages)).length,
});

// Points checked against the boundary files: Intramuros lies in the city's box but outside its outline;
// the watershed point is inside the outline but in no barangay polygon.
const INTRAMUROS: [number, number] = [120.9747, 14.5906];
const BATASAN: [number, number] = [121.0995, 14.6785];
const WATERSHED: [number, number] = [121.09, 14.735];
/** Novaliches Proper's label point, inside its derived outline. */
const NOVALICHES: [number, number] = [121.0377968, 14.7204167];
const at = ([lng, lat]: readonly [number, number]) => ({
  'specific_location[coordinates][0]': String(lng),
  'specific_location[coordinates][1]': String(lat),
});

describe('POST reports: every rule of resident section 5 answers 400 and stores nothing', () => {
  const photo = async (): Promise<FilePart[]> => [
    { name: 'site.jpg', type: 'image/jpeg', data: await jpeg() },
  ];
  const laterToday = () => new Date(Date.now() + 10 * 60_000);
  const dayBeforeYesterday = () =>
    manilaInstant(utcMsToIsoDate(isoDateToUtcMs(manilaYesterday(new Date())) - 86_400_000), '12:00');

  const cases: [string, () => Promise<{ fields: Record<string, string>; files: FilePart[] }>, string][] = [
    [
      'missing barangay',
      async () => ({ fields: validFields(w, { barangay: '' }), files: await photo() }),
      M.barangayRequired,
    ],
    [
      'unknown barangay',
      async () => ({ fields: validFields(w, { barangay: 'Atlantis' }), files: await photo() }),
      MAP_MESSAGES.barangayNotFound,
    ],
    [
      'missing location',
      async () => {
        const fields = validFields(w);
        delete fields['specific_location[coordinates][0]'];
        delete fields['specific_location[coordinates][1]'];
        return { fields, files: await photo() };
      },
      M.locationRequired,
    ],
    [
      'point outside the city box',
      async () => ({
        fields: validFields(w, { 'specific_location[coordinates][0]': '120.5' }),
        files: await photo(),
      }),
      M.outsideCity,
    ],
    [
      "point inside the city box but outside the city's outline (Intramuros, Manila)",
      async () => ({ fields: validFields(w, at(INTRAMUROS)), files: await photo() }),
      M.outsideCity,
    ],
    [
      'point in the city, in another barangay (Batasan Hills)',
      async () => ({ fields: validFields(w, at(BATASAN)), files: await photo() }),
      M.outsideBarangay,
    ],
    [
      'point in the city but in no barangay polygon (the La Mesa watershed)',
      async () => ({ fields: validFields(w, at(WATERSHED)), files: await photo() }),
      M.outsideBarangay,
    ],
    [
      'missing date',
      async () => ({ fields: validFields(w, { date_and_time: '' }), files: await photo() }),
      M.dateRequired,
    ],
    [
      'date tomorrow',
      async () => ({
        fields: validFields(w, { date_and_time: new Date(Date.now() + 36 * 3_600_000).toISOString() }),
        files: await photo(),
      }),
      M.dateInFuture,
    ],
    [
      'a time later today',
      async () => ({
        fields: validFields(w, { date_and_time: laterToday().toISOString() }),
        files: await photo(),
      }),
      // Near Manila midnight 'ten minutes from now' is tomorrow, which has its own message.
      manilaDateOf(laterToday()) > manilaToday() ? M.dateInFuture : M.dateTimeInFuture,
    ],
    [
      'a date without a time',
      async () => ({ fields: validFields(w, { date_and_time: manilaToday() }), files: await photo() }),
      M.timeRequired,
    ],
    [
      'a date with an empty time',
      async () => ({ fields: validFields(w, { date_and_time: `${manilaToday()}T` }), files: await photo() }),
      M.timeRequired,
    ],
    [
      'day before yesterday',
      async () => ({
        fields: validFields(w, { date_and_time: dayBeforeYesterday().toISOString() }),
        files: await photo(),
      }),
      M.onlyTodayOrYesterday,
    ],
    [
      'unknown report type',
      async () => ({ fields: validFields(w, { report_type: 'Puddle' }), files: await photo() }),
      M.reportTypeRequired,
    ],
    [
      'no report type',
      async () => {
        const fields = validFields(w);
        delete fields.report_type;
        return { fields, files: await photo() };
      },
      M.reportTypeRequired,
    ],
    [
      'no description',
      async () => {
        const fields = validFields(w);
        delete fields.description;
        return { fields, files: await photo() };
      },
      M.descriptionRequired,
    ],
    [
      'blank description',
      async () => ({ fields: validFields(w, { description: '   ' }), files: await photo() }),
      M.descriptionRequired,
    ],
    [
      'description over 500',
      async () => ({ fields: validFields(w, { description: 'x'.repeat(501) }), files: await photo() }),
      M.descriptionLimit,
    ],
    ['no photo', async () => ({ fields: validFields(w), files: [] }), M.photoRequired],
    [
      'five photos',
      async () => ({
        fields: validFields(w),
        files: await Promise.all(
          [1, 2, 3, 4, 5].map(async (i) => ({ name: `p${i}.jpg`, type: 'image/jpeg', data: await jpeg() })),
        ),
      }),
      M.maxImages,
    ],
    [
      'a GIF',
      async () => ({
        fields: validFields(w),
        files: [
          {
            name: 'a.gif',
            type: 'image/gif',
            data: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
              .gif()
              .toBuffer(),
          },
        ],
      }),
      M.unsupportedFiles('a.gif'),
    ],
    [
      'a text file renamed .jpg',
      async () => ({
        fields: validFields(w),
        files: [{ name: 'notes.jpg', type: 'image/jpeg', data: Buffer.from('just some text, not a photo') }],
      }),
      M.unsupportedFiles('notes.jpg'),
    ],
    [
      'a WebP photo renamed .jpg',
      async () => ({
        fields: validFields(w),
        files: [
          {
            name: 'phone.jpg',
            type: 'image/jpeg',
            data: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
              .webp()
              .toBuffer(),
          },
        ],
      }),
      M.unsupportedFiles('phone.jpg'),
    ],
    [
      'a photo over 2 MB',
      async () => ({
        fields: validFields(w),
        files: [
          {
            name: 'huge.jpg',
            type: 'image/jpeg',
            data: Buffer.concat([await jpeg(), Buffer.alloc(LIMITS.reportImageMaxBytes)]),
          },
        ],
      }),
      ADMIN_POST_MESSAGES.imageTooLarge('huge.jpg'),
    ],
    [
      'a PNG of 400 megapixels in a few kilobytes (a decompression bomb)',
      async () => ({
        fields: validFields(w),
        files: [{ name: 'bomb.png', type: 'image/png', data: pngBomb() }],
      }),
      tooManyPixels('bomb.png', 50),
    ],
  ];

  it.each(cases)('%s', async (_name, build, message) => {
    const before = await countRows();
    const { fields, files } = await build();
    const res = await postReport(w, w.author.token, fields, files);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countRows()).toEqual(before);
    expect(storedFiles(w.uploadsDir)).toEqual([]);
  });

  it.each([
    [
      'a coordinate that is not a number',
      { 'specific_location[coordinates][0]': 'east' },
      M.locationRequired,
    ],
    ['a location that is not a point', { 'specific_location[type]': 'Polygon' }, M.locationRequired],
    ['a date that is not a date', { date_and_time: 'yesterday-ish' }, M.dateRequired],
    ['an anonymous flag that is not a yes or no', { isAnonymous: 'maybe' }, VALIDATION_MESSAGES.booleanFlag],
  ])('%s answers 400 with a message, never 500', async (_label, overrides, message) => {
    const res = await postReport(w, w.author.token, validFields(w, overrides), [
      { name: 'site.jpg', type: 'image/jpeg', data: await jpeg() },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countRows()).toEqual({ reports: 0, images: 0 });
  });

  it('names the message id of a field message, so the browser translates by it', async () => {
    const photos = await photo();
    const blank = await postReport(
      w,
      w.author.token,
      validFields(w, { barangay: '', description: ' ' }),
      photos,
    );
    expect(blank.body).toMatchObject({
      message: M.barangayRequired,
      code: 'BAD_REQUEST',
      params: { id: 'report.barangayRequired' },
      errors: [M.barangayRequired, M.descriptionRequired],
      errorIds: ['report.barangayRequired', 'report.descriptionRequired'],
    });
    const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString();
    const future = await postReport(w, w.author.token, validFields(w, { date_and_time: tomorrow }), photos);
    expect(future.body.params).toEqual({ id: 'report.dateInFuture' });
    // A message core has no id for (a staff-side wording) goes without one: the browser shows its English.
    const atlantis = await postReport(w, w.author.token, validFields(w, { barangay: 'Atlantis' }), photos);
    expect(atlantis.body).toEqual({ message: MAP_MESSAGES.barangayNotFound, code: 'BAD_REQUEST' });
  });

  it('an upload without a boundary or cut short answers 400 and stores nothing', async () => {
    const { payload, headers } = multipartForm(validFields(w), [
      { name: 'site.jpg', type: 'image/jpeg', data: await jpeg() },
    ]);
    for (const [label, body, head] of [
      ['no boundary', payload, { 'content-type': 'multipart/form-data' }],
      ['cut short', payload.subarray(0, payload.length - 200), headers],
    ] as const) {
      const res = await call(w.app, 'POST', '/reports', {
        token: w.author.token,
        payload: body,
        headers: head,
      });
      expect(res.status, label).toBe(400);
      expect(res.body.message).toBe(UNREADABLE_UPLOAD_MESSAGE);
    }
    expect(await countRows()).toEqual({ reports: 0, images: 0 });
    expect(storedFiles(w.uploadsDir)).toEqual([]);
  });

  it('a NUL byte in the description answers 400; the photo stored on the way is removed again', async () => {
    const res = await postReport(
      w,
      w.author.token,
      validFields(w, { description: 'Tyres\u0000 by the court' }),
      [{ name: 'site.jpg', type: 'image/jpeg', data: await jpeg() }],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(await countRows()).toEqual({ reports: 0, images: 0 });
    expect(storedFiles(w.uploadsDir)).toEqual([]);
  });

  it('a form that is not multipart asks for a photo and stores nothing', async () => {
    const res = await call(w.app, 'POST', '/reports', { token: w.author.token, body: validFields(w) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.photoRequired);
    expect(await countRows()).toEqual({ reports: 0, images: 0 });
  });

  it('a good photo followed by a bad one stores no file', async () => {
    const res = await postReport(w, w.author.token, validFields(w), [
      { name: 'good.jpg', type: 'image/jpeg', data: await jpeg() },
      { name: 'bad.png', type: 'image/png', data: Buffer.from('not a png') },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.unsupportedFiles('bad.png'));
    expect(storedFiles(w.uploadsDir)).toEqual([]);
  });
});

describe('POST reports: who may report, and what is stored', () => {
  it('visitors get 401, admins 403', async () => {
    const files = [{ name: 'site.jpg', type: 'image/jpeg', data: await jpeg() }];
    expect((await postReport(w, undefined, validFields(w), files)).status).toBe(401);
    expect((await postReport(w, w.admin.token, validFields(w), files)).status).toBe(403);
  });

  it('creates a Pending report (201) with re-encoded images that carry no EXIF', async () => {
    const gps = await photoWithGps();
    // The upload really carries a position: EXIF with a GPS IFD holding latitude and longitude.
    expect(gpsTagsOf((await sharp(gps).metadata()).exif)).toEqual(
      expect.arrayContaining([...FIXTURE_GPS_TAGS]),
    );
    const res = await postReport(
      w,
      w.author.token,
      validFields(w, { description: '  Tyres by the court  ' }),
      [
        { name: 'phone.jpg', type: 'image/jpeg', data: gps },
        { name: 'second.png', type: 'image/png', data: await png() },
      ],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'Pending',
      barangay: w.place.barangay,
      description: 'Tyres by the court',
      report_type: 'Stagnant Water',
      isAnonymous: false,
      user: { _id: w.author.id, username: w.author.username },
      specific_location: { type: 'Point', coordinates: [w.place.lng, w.place.lat] },
    });
    expect(res.body.images).toHaveLength(2);
    for (const url of res.body.images as string[]) {
      const bytes = readFileSync(path.join(w.uploadsDir, url.replace(/^\/uploads\//, '')));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes('DemoCam')).toBe(false);
    }
    // Main image and thumbnail of each photo; no file under DATA_DIR carries the camera's metadata.
    const files = storedFiles(w.uploadsDir);
    expect(files).toHaveLength(4);
    for (const file of files) {
      const bytes = readFileSync(path.join(w.uploadsDir, file));
      expect((await sharp(bytes).metadata()).exif, file).toBeUndefined();
      expect(bytes.includes('DemoCam'), file).toBe(false);
    }
  });

  it('an anonymous report gets a random pseudonym and hides its author from other residents', async () => {
    const res = await postReport(w, w.author.token, validFields(w, { isAnonymous: 'true' }), [
      { name: 'site.jpg', type: 'image/jpeg', data: await jpeg() },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.anonymousId).toMatch(/^Anonymous-[A-Z0-9]{5}$/);
    expect(res.body.displayUser.username).toBe(res.body.anonymousId);
  });

  it('Novaliches Proper (derived outline) takes a point inside it', async () => {
    const res = await postReport(
      w,
      w.author.token,
      validFields(w, { barangay: 'Novaliches Proper', ...at(NOVALICHES) }),
      [{ name: 'site.jpg', type: 'image/jpeg', data: await jpeg() }],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      barangay: 'Novaliches Proper',
      specific_location: { coordinates: NOVALICHES },
    });
    // ...but not one inside another barangay, nor in the watershed no barangay holds, nor outside the city.
    for (const [point, message] of [
      [BATASAN, M.outsideBarangay],
      [WATERSHED, M.outsideBarangay],
      [INTRAMUROS, M.outsideCity],
    ] as const) {
      const refused = await postReport(
        w,
        w.author.token,
        validFields(w, { barangay: 'Novaliches Proper', ...at(point) }),
        [{ name: 'site.jpg', type: 'image/jpeg', data: await jpeg() }],
      );
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
  });

  it('accepts the point as one JSON field as well', async () => {
    const fields = validFields(w);
    delete fields['specific_location[type]'];
    delete fields['specific_location[coordinates][0]'];
    delete fields['specific_location[coordinates][1]'];
    fields.specific_location = JSON.stringify({ type: 'Point', coordinates: [w.place.lng, w.place.lat] });
    const res = await postReport(w, w.author.token, fields, [
      { name: 'a.png', type: 'image/png', data: await png() },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});
