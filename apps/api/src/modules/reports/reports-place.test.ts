import { EXTRA_LIMITS, VALIDATION_MESSAGES } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import { reportImages, reports } from '../../db/schema/index.ts';
import {
  createReport,
  jpeg,
  postReport,
  reportsWorldForSuite,
  storedFiles,
  validFields,
} from './reports-test-kit.ts';

/** The place fields of POST reports (decision 011): the typed address and the approximate pin. */

const w = reportsWorldForSuite();

const photo = async () => [{ name: 'site.jpg', type: 'image/jpeg', data: await jpeg() }];
const storedRow = async (id: string) => (await w.db.select().from(reports).where(eq(reports.id, id)))[0]!;
const place = (report: Json) => ({
  address: report.address,
  location_approximate: report.location_approximate,
});

describe('POST reports: address and location_approximate', () => {
  it('are stored, trimmed, and returned by every call that returns the report', async () => {
    const report = await createReport(w, {
      status: 'Validated',
      fields: { address: '  12 Quirino Highway, near the chapel  ', location_approximate: 'true' },
    });
    const expected = { address: '12 Quirino Highway, near the chapel', location_approximate: true };
    expect(place(report)).toEqual(expected);
    expect(await storedRow(report._id)).toMatchObject({
      address: expected.address,
      locationApproximate: true,
    });

    const { lng, lat } = w.place;
    const token = w.other.token;
    const list = await call(w.app, 'GET', '/reports?limit=100', { token });
    const detail = await call(w.app, 'GET', `/reports/${report._id}`, { token });
    const byBarangay = await call(
      w.app,
      'GET',
      `/reports/by-barangay?barangay=${encodeURIComponent(w.place.barangay)}`,
      { token },
    );
    const nearby = await call(w.app, 'POST', '/reports/nearby', { token, body: { lng, lat, radius: 100 } });
    const find = (posts: Json[]) => posts.find((p) => p._id === report._id);
    expect(place(find(list.body.posts))).toEqual(expected);
    expect(place(detail.body)).toEqual(expected);
    expect(place(find(byBarangay.body.posts))).toEqual(expected);
    expect(place(find(nearby.body.posts))).toEqual(expected);
  });

  it('default to no address and an exact pin when not sent; a blank address is none', async () => {
    const plain = await createReport(w);
    expect(place(plain)).toEqual({ address: null, location_approximate: false });
    const blank = await createReport(w, { fields: { address: '   ', location_approximate: 'false' } });
    expect(place(blank)).toEqual({ address: null, location_approximate: false });
    expect(await storedRow(blank._id)).toMatchObject({ address: null, locationApproximate: false });
  });

  it(`takes an address of ${EXTRA_LIMITS.reportAddressMax} characters, refuses a longer one and stores nothing`, async () => {
    const longest = 'a'.repeat(EXTRA_LIMITS.reportAddressMax);
    expect((await createReport(w, { fields: { address: longest } })).address).toBe(longest);

    const before = {
      reports: (await w.db.select().from(reports)).length,
      images: (await w.db.select().from(reportImages)).length,
      files: storedFiles(w.uploadsDir).length,
    };
    const res = await postReport(
      w,
      w.author.token,
      validFields(w, { address: `${longest}b` }),
      await photo(),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VALIDATION_MESSAGES.reportAddressTooLong);
    expect(res.body.message).toBe('The street address or landmark must be at most 200 characters.');
    expect({
      reports: (await w.db.select().from(reports)).length,
      images: (await w.db.select().from(reportImages)).length,
      files: storedFiles(w.uploadsDir).length,
    }).toEqual(before);
  });

  it('a location_approximate that is not a yes or no answers 400 and stores nothing', async () => {
    const before = (await w.db.select().from(reports)).length;
    const res = await postReport(
      w,
      w.author.token,
      validFields(w, { location_approximate: 'roughly' }),
      await photo(),
    );
    expect([res.status, res.body.message]).toEqual([400, VALIDATION_MESSAGES.booleanFlag]);
    expect((await w.db.select().from(reports)).length).toBe(before);
  });
});
