/**
 * Business constants of the spec (resident document section 9, admin document section 9).
 * Every limit the browser shows and the server enforces is read from here.
 */

export const ROLES = ['user', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** Account lifecycle. `deleted` is shown as "Archived" in the superadmin archives. */
export const ACCOUNT_STATUSES = ['unverified', 'pending', 'active', 'banned', 'disabled', 'deleted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const OTP_PURPOSES = ['account-verification', 'password-reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const REPORT_TYPES = [
  'Stagnant Water',
  'Standing Water',
  'Uncollected Garbage or Trash',
  'Others',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_STATUSES = ['Pending', 'Validated', 'Rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const POST_CATEGORIES = ['news', 'tip', 'announcement'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

export const POST_STATUSES = ['active', 'archived'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const INTERVENTION_TYPES = [
  'Fogging',
  'Ovicidal-Larvicidal Trapping',
  'Clean-up Drive',
  'Education Campaign',
] as const;
export type InterventionType = (typeof INTERVENTION_TYPES)[number];

export const INTERVENTION_STATUSES = ['Scheduled', 'Ongoing', 'Complete'] as const;
export type InterventionStatus = (typeof INTERVENTION_STATUSES)[number];

/** Normalised pattern types (resident section 3, admin section 4). */
export const PATTERN_TYPES = [
  'spike',
  'increase',
  'decrease',
  'low_level_activity',
  'no_change',
  'none',
] as const;
export type PatternType = (typeof PATTERN_TYPES)[number];

export const DEATH_PRIORITIES = ['P1', 'P2', 'P3'] as const;
export type DeathPriority = (typeof DEATH_PRIORITIES)[number];

export const CASE_OUTCOMES = ['alive', 'died'] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];

export const PATTERN_COLORS: Record<PatternType, string> = {
  spike: '#e53e3e',
  increase: '#dd6b20',
  decrease: '#38a169',
  low_level_activity: '#3182ce',
  no_change: '#718096',
  none: '#718096',
};

export const LIMITS = {
  reportDescriptionMax: 500,
  reportImagesMax: 4,
  reportImageMaxBytes: 2 * 1024 * 1024,
  bioMax: 500,
  profilePhotoMaxBytes: 5 * 1024 * 1024,
  passwordMin: 8,
  otpDigits: 4,
  commentMax: 1000,
  postTitleMax: 120,
  postContentMax: 2000,
  postImagesMax: 8,
  postImageMaxBytes: 2 * 1024 * 1024,
  postImagesTotalMaxBytes: 8 * 1024 * 1024,
  alertMessageMax: 280,
  csvMaxBytes: 10 * 1024 * 1024,
} as const;

export const TIMING = {
  otpResendCooldownSeconds: 60,
  otpValidityMinutes: 10,
  otpMaxAttempts: 5,
  resetTokenValidityMinutes: 15,
  accessTokenMinutes: 15,
  accountStatusPollMs: 30_000,
  alertCooldownSeconds: 60,
  toastAutoCloseMs: 3000,
  adminToastAutoCloseMs: 4000,
  voteDebounceMs: 500,
  voteLockReleaseMs: 5000,
  commentPollMs: 5000,
  voteCacheSyncMs: 5 * 60_000,
  undoLifetimeMs: 3_600_000,
  lazyLoadRetries: 3,
  lazyLoadBaseDelayMs: 1000,
  carouselAdvanceMs: 5000,
  importRetries: 3,
  importRetryDelayMs: 3000,
  aiTipRotationMs: 4000,
  invalidPinMessageMs: 5000,
} as const;

export const PAGING = {
  reportsPageSize: 10,
  searchPageSize: 10,
  buzzlineCards: 8,
  carouselItems: 5,
  dashboardRecentPosts: 5,
  dashboardRecentAlerts: 3,
} as const;

/** Quezon City bounding box for map clicks (resident section 5). */
export const CITY_BOUNDS = { south: 14.3795, north: 14.7406, west: 120.822, east: 121.1535 } as const;

/**
 * The box of the city outline (apps/api/assets/quezon-city-boundary.geojson, La Mesa watershed included):
 * what the resident map and the landing preview fit on first load, at every screen width (decision 034).
 */
export const CITY_OUTLINE_BOUNDS = {
  south: 14.589369,
  north: 14.7764137,
  west: 120.9896951,
  east: 121.1337681,
} as const;

/**
 * The city picture (apps/web/public/city-map.svg, npm run build:city-picture) reaches this many times the
 * city's box beyond it on each side, empty: drawn centred, it fills the resident map's box, as the map will.
 */
export const CITY_PICTURE_MARGIN = 1;

export const MAP_DEFAULTS = {
  center: [14.5995, 120.9842] as const,
  zoom: 12,
  pickerCenter: [14.676, 121.0437] as const,
  pickerZoom: 13,
  barangayZoom: 16,
  pointZoom: 17,
  popupZoom: 17,
  /** Admin section 9: the intervention map starts at about 14.6488, 121.0509, zoom 12. */
  interventionCenter: [14.6488, 121.0509] as const,
  interventionZoom: 12,
  /** Admin section 9: barangay focus zoom 15, pin zoom 18 (the resident side: 16 and 17). */
  adminBarangayZoom: 15,
  adminPinZoom: 18,
  /**
   * The dengue maps zoom to 20, past the tiles' 18 (most tile servers' last level, stretched beyond it):
   * reports 10 m apart part there as two buttons (WCAG 2.5.8; decision 016), which at 18 stand 17 px apart.
   */
  mapMaxZoom: 20,
  tileMaxNativeZoom: 18,
  markerSpreadMeters: 8,
  clusterMarginMeters: 6,
  clusterMinRadiusMeters: 8,
  clusterFitPadding: 80,
} as const;

/**
 * Clusters (decision 010): reports within 50 m of another member, chained (single linkage), form a cluster
 * when there are at least 2 of them. A list call answers at most CLUSTER_LIST_MAX clusters.
 */
export const CLUSTER_RULES = { linkMeters: 50, minReports: 2 } as const;
export const CLUSTER_LIST_MAX = 5000;

/** Completed interventions stay on the map this long when recent-completed display is on (admin section 9). */
export const RECENT_COMPLETED_INTERVENTION_DAYS = 30;

/** The city runs on Asia/Manila (UTC+8, no daylight saving). */
export const CITY_TIME_ZONE = 'Asia/Manila';
export const CITY_UTC_OFFSET_MINUTES = 8 * 60;

/**
 * Quezon City has 142 barangays, all with a shape: 141 OpenStreetMap polygons and Novaliches Proper's
 * approximate outline, derived from the city outline and the others (decision 035).
 */
export const BARANGAY_COUNT = 142;

/**
 * An interior point, [lng, lat], where a pin set without the map goes (the location picker's list, decision
 * 011) when the boundary data gives none: Santo Domingo's polygon has no label point, so a point well inside
 * it. Novaliches Proper's derived outline brings its own label point (decision 035); this one, the middle of
 * the ground no OpenStreetMap polygon claims there, is also well inside it and stands in for a page that
 * still holds the older 141-polygon file. A test checks both against the files.
 */
export const FALLBACK_LABEL_POINTS: Readonly<Record<string, readonly [lng: number, lat: number]>> = {
  'Novaliches Proper': [121.0373, 14.7207],
  'Santo Domingo': [121.0077, 14.6297],
};

/** Page sizes a list call may ask for; beyond this the server would do needless work. */
export const PAGE_LIMIT_MAX = 100;

/** The admin dashboard's chart card: weekly cases and reports over this many weeks. */
export const DASHBOARD_WEEKS = 12;

/** PATCH reports/bulk-validate: ids per call, so one transaction stays short. */
export const BULK_VALIDATE_MAX = 100;

/** Weekly trend chart (resident section 9): the week options and the default. */
export const TREND_WEEK_OPTIONS = [4, 6, 8, 12] as const;
export type TrendWeekOption = (typeof TREND_WEEK_OPTIONS)[number];
export const TREND_DEFAULT_WEEKS: TrendWeekOption = 12;

/** Case line-list import (admin section 5 and 9). */
export const CSV_REQUIRED_COLUMNS = ['DAdmit', 'DOnset', 'Barangay', 'Outcome', 'City'] as const;
export const CSV_CITY = 'QUEZON CITY';

/** Morbidity weeks run Sunday to Saturday; a week counts as complete this many days after its Saturday. */
export const EPI_WEEK_COMPLETE_LAG_DAYS = 7;

/** Ongoing is allowed up to 24 hours after an intervention's date (admin section 9). */
export const INTERVENTION_ONGOING_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Account status toggles the superadmin may ask for (admin section 7). */
export const TOGGLE_STATUSES = ['active', 'banned', 'disabled'] as const;
export type ToggleStatus = (typeof TOGGLE_STATUSES)[number];

/** Special characters that satisfy the strong-password rule (resident section 5). */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';

/** Lengths the spec leaves open; chosen here so browser and server agree. */
export const EXTRA_LIMITS = {
  usernameMax: 50,
  emailMax: 254,
  interventionTextMax: 2000,
  personnelMax: 200,
  addressMax: 500,
  /** The street address or landmark typed with a report's pin (the picker's way without the map). */
  reportAddressMax: 200,
  nearbyRadiusMaxMeters: 5000,
  nearbyRadiusDefaultMeters: 500,
} as const;

/** The report form's own map bounds (resident section 5), wider than nothing, narrower than CITY_BOUNDS. */
export const REPORT_FORM_BOUNDS = { north: 14.8, south: 14.5, west: 121, east: 121.2 } as const;

/** Fallback box for intervention pins when boundaries do not match (admin section 5). */
export const INTERVENTION_PIN_BOUNDS = { south: 14.5, north: 14.8, west: 120.9, east: 121.2 } as const;
