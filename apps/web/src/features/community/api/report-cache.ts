import type { AdminPost, Report } from '@dengue/core';
import type { QueryClient } from '@tanstack/react-query';
import { isReportPages, type ReportPages, removeReportFrom, updateReportIn } from '../model/report-pages';
import type { VoteLists } from '../model/votes';
import { announcementKey } from './feed-query';

const holdsReportPages = {
  predicate: (query: { state: { data: unknown } }) => isReportPages(query.state.data),
};

/** Applies `change` to report `id` in every cached list of reports (every feed tab, search results). */
export function updateCachedReport(client: QueryClient, id: string, change: (post: Report) => Report): void {
  client.setQueriesData<ReportPages>(holdsReportPages, (data) => data && updateReportIn(data, id, change));
}

/** Removes a deleted report from every cached list. */
export function removeCachedReport(client: QueryClient, id: string): void {
  client.setQueriesData<ReportPages>(holdsReportPages, (data) => data && removeReportFrom(data, id));
}

/** The server's vote lists replace the local copy wherever the report is shown. */
export function storeReportVotes(client: QueryClient, id: string, lists: VoteLists): void {
  updateCachedReport(client, id, (post) => ({ ...post, upvotes: lists.upvotes, downvotes: lists.downvotes }));
}

/** The same for the announcement of the side panel. */
export function storeAnnouncementVotes(client: QueryClient, id: string, lists: VoteLists): void {
  client.setQueryData<AdminPost | null>(announcementKey, (post) =>
    post && post._id === id ? { ...post, upvotes: lists.upvotes, downvotes: lists.downvotes } : post,
  );
}
