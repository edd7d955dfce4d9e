import type { Report } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { can } from '../../lib/policy.ts';
import type { Actor } from '../../lib/request-context.ts';
import { cachedPublicClusterIds } from '../clusters/markers-cache.ts';
import { type VoteLists, voteListsOf } from '../votes/votes.repository.ts';
import { imageUrlsOf, type ReportRow } from './reports.repository.ts';

/**
 * Who may learn the author of an anonymous report: admins (the verification grid shows the
 * username with an '(Anonymous)' tag) and the author themself (their own Delete Post menu). Nobody else.
 */
export const seesAuthor = (row: Pick<ReportRow, 'isAnonymous' | 'authorId'>, viewer: Actor | undefined) =>
  !row.isAnonymous || can(viewer, 'report', 'seeAuthor', { ownerId: row.authorId });

/** What identifies an anonymous report's author to those who may not know them: its pseudonym. */
export type AnonymousThread = Pick<ReportRow, 'isAnonymous' | 'authorId' | 'anonymousId'>;

export const pseudonymOf = (row: Pick<ReportRow, 'anonymousId'>): string => row.anonymousId ?? 'Anonymous';

/**
 * Voter lists of an anonymous report, or of a comment under it, as a viewer who may not know the author sees
 * them: the author's own vote is listed under the report's pseudonym, so the counts stay right while the
 * account id (which the profile endpoint turns into a username) never links the account to the report.
 * The author keeps their real id (their client finds its own vote by it); staff see every id.
 */
export function votesSeenBy(thread: AnonymousThread, viewer: Actor | undefined, votes: VoteLists): VoteLists {
  if (seesAuthor(thread, viewer)) return votes;
  const hide = (id: string) => (id === thread.authorId ? pseudonymOf(thread) : id);
  return { upvotes: votes.upvotes.map(hide), downvotes: votes.downvotes.map(hide) };
}

export const presentReport = (
  row: ReportRow,
  viewer: Actor | undefined,
  images: string[],
  allVotes: VoteLists,
): Report => {
  const showAuthor = seesAuthor(row, viewer);
  const pseudonym = pseudonymOf(row);
  const votes = votesSeenBy(row, viewer, allVotes);
  return {
    _id: row.id,
    user: showAuthor
      ? { _id: row.authorId, username: row.authorUsername, profilePhotoUrl: row.authorPhotoUrl }
      : null,
    isAnonymous: row.isAnonymous,
    anonymousId: row.isAnonymous ? pseudonym : null,
    displayUser: { username: row.isAnonymous ? pseudonym : row.authorUsername },
    barangay: row.barangayName,
    specific_location: { type: 'Point', coordinates: [row.lng, row.lat] },
    date_and_time: row.observedAt.toISOString(),
    report_type: row.reportType,
    description: row.description,
    images,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    likesCount: row.upvoteCount,
    commentsCount: row.commentCount,
    sharesCount: row.sharesCount,
    isInCluster: row.clusterId !== null,
    cluster: row.clusterId,
    exclude_from_clustering: row.excludeFromClustering,
    isResolved: row.isResolved,
    address: row.address,
    location_approximate: row.locationApproximate,
    upvotes: votes.upvotes,
    downvotes: votes.downvotes,
  };
};

/** Presents a page of reports with their images and voter lists (two queries for the whole page). */
export async function presentReports(
  db: Db,
  rows: ReportRow[],
  viewer: Actor | undefined,
): Promise<Report[]> {
  const ids = rows.map((r) => r.id);
  const clusterIds = [...new Set(rows.flatMap((r) => (r.clusterId ? [r.clusterId] : [])))];
  const [images, votes, visibleClusters] = await Promise.all([
    imageUrlsOf(db, ids),
    voteListsOf(db, 'report', ids),
    // Outside staff, a report is in a cluster only when that cluster is one they may see (decision 010).
    can(viewer, 'cluster', 'viewAll') || clusterIds.length === 0 ? null : cachedPublicClusterIds(db),
  ]);
  return rows.map((row) =>
    presentReport(
      visibleClusters && row.clusterId && !visibleClusters.has(row.clusterId)
        ? { ...row, clusterId: null }
        : row,
      viewer,
      images.get(row.id) ?? [],
      votes.get(row.id) ?? { upvotes: [], downvotes: [] },
    ),
  );
}
