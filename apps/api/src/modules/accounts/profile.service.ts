import { API_MESSAGES, LIMITS, PROFILE_MESSAGES, type ProfileResponse, REPORT_STATUSES } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import {
  deleteStoredImage,
  PROFILE_PHOTO_FORMATS,
  processImage,
  storeProcessedImage,
  UnsupportedImageError,
} from '../../lib/images.ts';
import { can } from '../../lib/policy.ts';
import type { RequestMeta } from '../../lib/request-context.ts';
import type { Storage } from '../../lib/storage.ts';
import { findAccountById, updateAccount } from './accounts.repository.ts';
import { countReportsByStatus, imagesOfReports, recentReports } from './profile.repository.ts';

const RECENT_REPORTS = 100;

/**
 * The profile of resident section 3. The owner sees everything; superadmins, who manage accounts, see the
 * e-mail but, like anyone else, only validated, non-anonymous reports (reports are the admins', decision 022).
 */
export async function getProfile(db: Db, id: string, meta: RequestMeta): Promise<ProfileResponse> {
  const account = await findAccountById(db, id);
  if (!account || account.status === 'deleted') throw notFound(API_MESSAGES.accountNotFound);
  // The e-mail is the owner's and the superadmin's; unpublished reports are the owner's alone (decision 022).
  const privileged = can(meta.actor, 'account', 'viewPrivate', { ownerId: account.id });
  const filter = { authorId: account.id, publicOnly: meta.actor?.id !== account.id };
  const [counts, recent] = await Promise.all([
    countReportsByStatus(db, filter),
    recentReports(db, filter, RECENT_REPORTS),
  ]);
  const images = await imagesOfReports(
    db,
    recent.map((r) => r.id),
  );
  const reportsByStatus = { Validated: 0, Pending: 0, Rejected: 0 };
  let totalUpvotes = 0;
  for (const row of counts) {
    reportsByStatus[row.status] = row.n;
    totalUpvotes += row.upvotes;
  }
  const grouped = Object.fromEntries(
    REPORT_STATUSES.map((s) => [s, [] as Record<string, unknown>[]]),
  ) as Record<(typeof REPORT_STATUSES)[number], Record<string, unknown>[]>;
  const statusOf = new Map(recent.map((r) => [r.id, r.status]));
  for (const r of recent) {
    grouped[r.status].push({
      _id: r.id,
      status: r.status,
      report_type: r.reportType,
      description: r.description,
      barangay: r.barangay,
      date_and_time: r.observedAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
      isAnonymous: r.isAnonymous,
      likesCount: r.upvoteCount,
      downvotesCount: r.downvoteCount,
      commentsCount: r.commentCount,
      images: images.filter((i) => i.reportId === r.id).map((i) => i.url),
    });
  }
  return {
    account: {
      profilePhotoUrl: account.profilePhotoUrl,
      username: account.username,
      email: privileged ? account.email : '',
      bio: account.bio,
    },
    statistics: { reportsByStatus, totalUpvotes },
    recentActivity: { reports: grouped },
    photos: images
      .filter((i) => statusOf.get(i.reportId) === 'Validated')
      .map((i) => ({ url: i.url, status: 'Validated' as const })),
  };
}

export async function updateBio(db: Db, id: string, bio: string, meta: RequestMeta) {
  if (!can(meta.actor, 'account', 'changeBio', { ownerId: id }))
    throw forbidden('You can only edit your own bio.');
  if (bio.length > LIMITS.bioMax) throw badRequest(`Bio must be at most ${LIMITS.bioMax} characters.`);
  const row = await updateAccount(db, id, { bio });
  return { message: PROFILE_MESSAGES.bioUpdated, bio: row!.bio };
}

/** Replaces the signed-in account's photo with a re-encoded copy; the old file is removed afterwards. */
export async function updateProfilePhoto(db: Db, storage: Storage, upload: Buffer, meta: RequestMeta) {
  const account = await findAccountById(db, meta.actor!.id);
  if (!account) throw notFound(API_MESSAGES.accountNotFound);
  if (upload.length >= LIMITS.profilePhotoMaxBytes) throw badRequest(PROFILE_MESSAGES.photoTooLarge);
  const image = await processImage(upload, {
    allowedFormats: PROFILE_PHOTO_FORMATS,
    maxDimension: 512,
    thumbDimension: 128,
  }).catch((error: unknown) => {
    if (error instanceof UnsupportedImageError) throw badRequest(PROFILE_MESSAGES.invalidPhotoType);
    throw error;
  });
  const stored = await storeProcessedImage(storage, 'avatars', image);
  try {
    await updateAccount(db, account.id, { profilePhotoUrl: stored.url });
  } catch (error) {
    await deleteStoredImage(storage, stored.storageKey);
    throw error;
  }
  const previousKey = account.profilePhotoUrl?.match(/^\/uploads\/(avatars\/[^/]+\.webp)$/)?.[1];
  if (previousKey) await deleteStoredImage(storage, previousKey).catch(() => {});
  return {
    message: PROFILE_MESSAGES.photoUpdated,
    profilePhotoUrl: stored.url,
    user: { _id: account.id, profilePhotoUrl: stored.url },
  };
}

/** Own role and status: the 30-second account check of admins and superadmins. */
export async function ownStatus(db: Db, id: string) {
  const account = await findAccountById(db, id);
  if (!account) throw new AppError('NOT_FOUND', API_MESSAGES.accountNotFound);
  return { _id: account.id, role: account.role, status: account.status };
}
