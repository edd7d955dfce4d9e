import { randomInt } from 'node:crypto';
import {
  API_MESSAGES,
  buildCreateReportSchema,
  buildPagination,
  checkReportImages,
  FEED_MESSAGES,
  GENERIC_MESSAGES,
  isIsoDate,
  isoDateToUtcMs,
  MAP_MESSAGES,
  manilaInstant,
  type Pagination,
  REPORT_FORM_MESSAGES,
  REPORT_STATUSES,
  REPORT_TYPES,
  type Report,
  type ReportListQuery,
  type ReportStatus,
  type ReportType,
  reportClientIdSchema,
  utcMsToIsoDate,
} from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import {
  deleteStoredImage,
  processUploads,
  REPORT_IMAGE_FORMATS,
  withStoredImages,
} from '../../lib/images.ts';
import { can } from '../../lib/policy.ts';
import type { Actor } from '../../lib/request-context.ts';
import type { Storage } from '../../lib/storage.ts';
import { findBarangayByName } from '../barangays/barangay-lookup.ts';
import type { PublicRead } from './public-reads-cache.ts';
import { reportPlaceProblem } from './report-location.ts';
import type { ReportForm } from './report-upload.ts';
import { writeReports } from './report-writes.ts';
import { presentReports } from './reports.presenter.ts';
import {
  findReport,
  findReportByClientId,
  groupedValidatedCounts,
  imageKeysOf,
  listReports,
  type ReportCriteria,
  type ReportRow,
} from './reports.repository.ts';

const PSEUDONYM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 'Anonymous-7KQ2M': random, so it says nothing about the author or the order of reports. */
export const newAnonymousId = (): string =>
  `Anonymous-${Array.from({ length: 5 }, () => PSEUDONYM_ALPHABET[randomInt(PSEUDONYM_ALPHABET.length)]).join('')}`;

/** Whether a viewer may see a report at all: validated ones for everyone, the rest for its author and staff. */
export const canSee = (row: Pick<ReportRow, 'status' | 'authorId'>, actor: Actor | undefined): boolean =>
  row.status === 'Validated'
    ? can(actor, 'report', 'viewPublished')
    : can(actor, 'report', 'view', { ownerId: row.authorId });

async function presentOne(db: Db, row: ReportRow, viewer: Actor | undefined): Promise<Report> {
  const [report] = await presentReports(db, [row], viewer);
  return report!;
}

/**
 * POST reports. Every rule of resident section 5 is checked before anything is stored; images are decoded
 * and re-encoded (no metadata survives), and the stored files are removed again if anything later fails.
 * With a `clientId` the author already used, the answer is the stored report and nothing new is stored
 * (decision 015); the lookup comes before the rules, so a late retry of a stored report still gets it.
 */
export async function createReport(
  deps: { db: Db; storage: Storage },
  form: ReportForm,
  actor: Actor,
  now: Date = new Date(),
): Promise<Report> {
  const clientId = reportClientIdSchema.safeParse(form.fields.clientId);
  if (!clientId.success) throw badRequest(clientId.error.issues[0]!.message);
  const earlier = clientId.data && (await findReportByClientId(deps.db, actor.id, clientId.data));
  if (earlier) return presentOne(deps.db, earlier, actor);
  const parsed = buildCreateReportSchema(() => now).safeParse(form.fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => issue.message);
    throw badRequest(errors[0] ?? REPORT_FORM_MESSAGES.fillRequired, errors);
  }
  const fileProblem = checkReportImages(form.files);
  if (fileProblem) throw badRequest(fileProblem.message);
  const body = parsed.data;
  const barangay = await findBarangayByName(deps.db, body.barangay).catch(() => {
    throw badRequest(MAP_MESSAGES.barangayNotFound);
  });
  const [lng, lat] = body.specific_location.coordinates;
  const placeProblem = await reportPlaceProblem(deps.db, barangay.id, [lng, lat]);
  if (placeProblem) throw badRequest(placeProblem);
  const processed = await processUploads(form.files, { allowedFormats: REPORT_IMAGE_FORMATS }, (name) =>
    badRequest(REPORT_FORM_MESSAGES.unsupportedFiles(name), undefined, {
      code: 'UNSUPPORTED_FILES',
      params: { names: name },
    }),
  );
  // The report and the clusters it joins are stored together (decision 010); a failure removes the files.
  const reportId = await withStoredImages(deps.storage, 'reports', processed, async (stored) => {
    const id = await writeReports(deps.db, (writes) =>
      writes.insert(
        {
          authorId: actor.id,
          isAnonymous: body.isAnonymous,
          anonymousId: body.isAnonymous ? newAnonymousId() : null,
          barangayId: barangay.id,
          lng,
          lat,
          observedAt: new Date(body.date_and_time),
          reportType: body.report_type,
          description: body.description,
          clientId: body.clientId ?? null,
          address: body.address ?? null,
          locationApproximate: body.location_approximate,
        },
        stored,
      ),
    );
    // A concurrent POST with the same client id stored its report first: this one's files are not needed.
    if (id === null)
      await Promise.all(stored.map((s) => deleteStoredImage(deps.storage, s.storageKey).catch(() => {})));
    return id;
  });
  if (reportId === null) {
    const winner = await findReportByClientId(deps.db, actor.id, body.clientId!);
    return presentOne(deps.db, winner!, actor);
  }
  const row = await findReport(deps.db, reportId);
  return presentOne(deps.db, row!, actor);
}

const nextDay = (dateIso: string) => utcMsToIsoDate(isoDateToUtcMs(dateIso) + 86_400_000);
/** Calendar dates are Manila days; the end date is included. */
const rangeStart = (value: string) => (isIsoDate(value) ? manilaInstant(value) : new Date(value));
const rangeEnd = (value: string) =>
  isIsoDate(value) ? manilaInstant(nextDay(value)) : new Date(new Date(value).getTime() + 1);

/**
 * GET reports. Visitors and residents only ever get validated reports, except My Posts (the caller's own,
 * every status). Admins may filter any status. Tabs: popular = upvotes desc, recent and myPosts = newest.
 */
/** A page of the feed as `actor` sees it, with the accounts that would see it differently. */
export async function listReportPage(
  db: Db,
  query: ReportListQuery,
  actor: Actor | undefined,
): Promise<PublicRead<{ posts: Report[]; pagination: Pagination }>> {
  if (query.myPosts && !actor) throw unauthorized(GENERIC_MESSAGES.unauthorized);
  const everyStatus = [...REPORT_STATUSES];
  let statuses: ReportStatus[];
  if (query.myPosts || can(actor, 'report', 'view')) statuses = query.status ? [query.status] : everyStatus;
  else statuses = !query.status || query.status === 'Validated' ? ['Validated'] : [];
  const criteria: ReportCriteria = {
    statuses,
    authorId: query.myPosts ? actor!.id : undefined,
    barangayText: query.barangay,
    reportType: query.report_type,
    from: query.startDate ? rangeStart(query.startDate) : undefined,
    to: query.endDate ? rangeEnd(query.endDate) : undefined,
    search: query.search,
    searchScope: query.searchScope,
    username: query.username,
    description: query.description,
    revealAuthors: can(actor, 'report', 'seeAuthor'),
  };
  const sort = query.popular
    ? ({ sortBy: 'upvotes', sortOrder: 'desc' } as const)
    : query.recent || query.myPosts
      ? ({ sortBy: 'createdAt', sortOrder: 'desc' } as const)
      : { sortBy: query.sortBy, sortOrder: query.sortOrder };
  const { rows, total } = await listReports(db, criteria, {
    ...sort,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    body: {
      posts: await presentReports(db, rows, actor),
      pagination: buildPagination(total, query.page, query.limit),
    },
    personalFor: anonymousAuthors(rows),
  };
}

/** The authors of the anonymous reports among `rows`: they see their own name and votes where others do not. */
const anonymousAuthors = (rows: Pick<ReportRow, 'isAnonymous' | 'authorId'>[]) =>
  rows.flatMap((row) => (row.isAnonymous ? [row.authorId] : []));

/** A report the actor may see, or 404 'Report not found' (a hidden report is indistinguishable from none). */
export async function requireVisibleReport(db: Db, id: string, actor: Actor | undefined): Promise<ReportRow> {
  const row = await findReport(db, id);
  if (!row || !canSee(row, actor)) throw notFound(API_MESSAGES.reportNotFound);
  return row;
}

/** One report as `actor` sees it, with its author when it is anonymous (they see it differently). */
export async function getReport(db: Db, id: string, actor: Actor | undefined): Promise<PublicRead<Report>> {
  const row = await requireVisibleReport(db, id, actor);
  return { body: await presentOne(db, row, actor), personalFor: anonymousAuthors([row]) };
}

/** Validated reports of one barangay (staff: every status), newest first. */
export async function reportsOfBarangay(db: Db, name: string, actor: Actor | undefined) {
  const barangay = await findBarangayByName(db, name);
  const { rows } = await listReports(
    db,
    {
      statuses: can(actor, 'report', 'view') ? [...REPORT_STATUSES] : ['Validated'],
      barangayId: barangay.id,
      revealAuthors: can(actor, 'report', 'seeAuthor'),
    },
    { sortBy: 'createdAt', sortOrder: 'desc', limit: 200, offset: 0 },
  );
  return { barangay: barangay.name, posts: await presentReports(db, rows, actor) };
}

/** Validated report counts per barangay and type. */
export async function groupedReports(db: Db) {
  const rows = await groupedValidatedCounts(db);
  const byBarangay = new Map<
    string,
    { barangay: string; total: number; byType: Record<ReportType, number> }
  >();
  for (const row of rows) {
    const entry = byBarangay.get(row.barangay) ?? {
      barangay: row.barangay,
      total: 0,
      byType: Object.fromEntries(REPORT_TYPES.map((t) => [t, 0])) as Record<ReportType, number>,
    };
    entry.byType[row.reportType] = row.count;
    entry.total += row.count;
    byBarangay.set(row.barangay, entry);
  }
  return { data: [...byBarangay.values()] };
}

/** DELETE reports/{id}: the author (role user) only; the stored images go with it. */
export async function deleteReport(deps: { db: Db; storage: Storage }, id: string, actor: Actor) {
  const row = await findReport(deps.db, id);
  if (!row || !canSee(row, actor)) throw notFound(API_MESSAGES.reportNotFound);
  if (!can(actor, 'report', 'delete', { ownerId: row.authorId }))
    throw forbidden(API_MESSAGES.ownPostsOnly, { code: 'OWN_POSTS_ONLY' });
  const keys = await imageKeysOf(deps.db, id);
  await writeReports(deps.db, (writes) => writes.remove(id));
  await Promise.all(keys.map((key) => deleteStoredImage(deps.storage, key).catch(() => {})));
  return { message: FEED_MESSAGES.postDeleted };
}
