import type { ProfileResponse, ReportStatus } from '@dengue/core';
import type { MessageKey } from '../../../i18n/catalogue';
import { t, translateValue } from '../../../i18n/language-store';
import '../../../i18n/en/community';
import '../../../i18n/en/profile';

/**
 * The profile's report summaries. The core schema keeps them loose (a record per report), so each is
 * read here field by field: a summary the page cannot understand is left out rather than shown half-empty.
 */
export interface ProfileReport {
  id: string;
  status: ReportStatus;
  reportType: string;
  description: string;
  barangay: string;
  observedAt: string;
  createdAt: string;
  isAnonymous: boolean;
  upvotes: number;
  comments: number;
  images: string[];
}

/** The My Reports tabs in the spec's order (resident section 2, Profile). */
export const PROFILE_TABS = ['Validated', 'Pending', 'Rejected'] as const satisfies readonly ReportStatus[];

/** Pending posts carry 'Pending Review' (read-only); rejected ones are dimmed and read-only. */
const STATUS_BADGE: Record<ReportStatus, MessageKey> = {
  Validated: 'reportStatus.Validated',
  Pending: 'feed.pendingReview',
  Rejected: 'reportStatus.Rejected',
};
export const statusBadgeText = (status: ReportStatus): string => t(STATUS_BADGE[status]);

const EMPTY_TAB_TEXT: Record<ReportStatus, MessageKey> = {
  Validated: 'profile.emptyValidated',
  Pending: 'profile.emptyPending',
  Rejected: 'profile.emptyRejected',
};
export const emptyTabText = (status: ReportStatus): string => t(EMPTY_TAB_TEXT[status]);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0;

export function toProfileReport(raw: Record<string, unknown>): ProfileReport | null {
  const id = text(raw._id);
  const status = text(raw.status);
  const createdAt = text(raw.createdAt);
  if (!id || !createdAt || !PROFILE_TABS.includes(status as ReportStatus)) return null;
  return {
    id,
    status: status as ReportStatus,
    reportType: text(raw.report_type) ?? '',
    description: text(raw.description) ?? '',
    barangay: text(raw.barangay) ?? '',
    observedAt: text(raw.date_and_time) ?? createdAt,
    createdAt,
    isAnonymous: raw.isAnonymous === true,
    upvotes: count(raw.likesCount),
    comments: count(raw.commentsCount),
    images: Array.isArray(raw.images)
      ? raw.images.filter((url): url is string => typeof url === 'string')
      : [],
  };
}

/** The reports of one tab, newest first, as the server listed them. */
export function reportsOf(profile: ProfileResponse, status: ReportStatus): ProfileReport[] {
  return profile.recentActivity.reports[status]
    .map(toProfileReport)
    .filter((report): report is ProfileReport => report !== null && report.status === status);
}

/** 'Validated (3)': a tab's name with its count from the statistics (all reports, not only the recent). */
export const tabLabel = (status: ReportStatus, profile: ProfileResponse): string =>
  t('profile.tabLabel', {
    status: translateValue('reportStatus', status),
    count: profile.statistics.reportsByStatus[status],
  });

/** The newest `limit` reports of every status together, for Recent activity. */
export function recentActivity(profile: ProfileResponse, limit = 5): ProfileReport[] {
  return PROFILE_TABS.flatMap((status) => reportsOf(profile, status))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id.localeCompare(a.id))
    .slice(0, limit);
}

/** One line of Recent activity: what happened to the report, in the resident's words. */
export function activityText(report: ProfileReport): string {
  const what = t('profile.activityWhat', {
    type: report.reportType ? translateValue('reportType', report.reportType) : t('profile.activityReport'),
    barangay: report.barangay || t('profile.activityUnknownBarangay'),
  });
  if (report.status === 'Validated') return t('profile.activityValidated', { what });
  if (report.status === 'Rejected') return t('profile.activityRejected', { what });
  return t('profile.activityPending', { what });
}

/**
 * The profile's statistics (resident section 2): Reports Posted is the validated count; Upvotes is the
 * total over the resident's reports.
 */
export const profileCounts = (profile: ProfileResponse) => ({
  reportsPosted: profile.statistics.reportsByStatus.Validated,
  upvotes: profile.statistics.totalUpvotes,
});
