import { QC_BARANGAY_NAMES, REPORT_TYPES, type ReportType } from '@dengue/core';

/** The side filter: every post, posts by their text, or posts by the people who wrote them. */
export const FILTER_TYPES = ['all', 'posts', 'people'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** The report type dropdown of the search screen lists the spec's three (resident section 2, Search). */
export const SEARCH_REPORT_TYPES: readonly ReportType[] = [
  'Stagnant Water',
  'Uncollected Garbage or Trash',
  'Others',
];

/** What /search shows, read from and written to its query string (resident section 2). */
export interface SearchCriteria {
  q: string;
  barangay: string;
  report_type: ReportType | '';
  description: string;
  username: string;
  filterType: FilterType;
}

export const EMPTY_CRITERIA: SearchCriteria = {
  q: '',
  barangay: '',
  report_type: '',
  description: '',
  username: '',
  filterType: 'all',
};

const text = (params: URLSearchParams, name: string) => (params.get(name) ?? '').trim().slice(0, 200);

/** Unknown values (a mistyped type, a barangay that does not exist) fall back to "any". */
export function readSearchParams(params: URLSearchParams): SearchCriteria {
  const type = text(params, 'report_type');
  const filterType = text(params, 'filterType');
  const barangay = text(params, 'barangay');
  return {
    q: text(params, 'q'),
    barangay: QC_BARANGAY_NAMES.find((name) => name.toLowerCase() === barangay.toLowerCase()) ?? '',
    report_type: (REPORT_TYPES as readonly string[]).includes(type) ? (type as ReportType) : '',
    description: text(params, 'description'),
    username: text(params, 'username'),
    filterType: (FILTER_TYPES as readonly string[]).includes(filterType) ? (filterType as FilterType) : 'all',
  };
}

/** The query string of /search for these criteria: only what is set, 'all' left out. */
export function writeSearchParams(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['q', 'barangay', 'report_type', 'description', 'username'] as const) {
    if (criteria[name]) params.set(name, criteria[name]);
  }
  if (criteria.filterType !== 'all') params.set('filterType', criteria.filterType);
  return params;
}

/**
 * GET reports for one page of results: validated posts, newest first. The text `q` is matched by the server
 * across barangay, report type, description and username; under Posts against the post's own barangay,
 * type and description (searchScope=posts); under People against the username only.
 */
export function reportQueryFor(criteria: SearchCriteria, page: number, limit: number): URLSearchParams {
  const params = new URLSearchParams({
    page: String(page),
    limit: String(limit),
    status: 'Validated',
    recent: 'true',
  });
  if (criteria.q) params.set(criteria.filterType === 'people' ? 'username' : 'search', criteria.q);
  if (criteria.q && criteria.filterType === 'posts') params.set('searchScope', 'posts');
  if (criteria.barangay) params.set('barangay', criteria.barangay);
  if (criteria.report_type) params.set('report_type', criteria.report_type);
  if (criteria.description) params.set('description', criteria.description);
  // An explicit username narrows further; under People it takes the place of q.
  if (criteria.username) params.set('username', criteria.username);
  return params;
}

/** Whether anything narrows the results (the empty message differs from a fresh page's). */
export const hasCriteria = (criteria: SearchCriteria) => writeSearchParams(criteria).toString() !== '';
