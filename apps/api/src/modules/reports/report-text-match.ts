import { barangayMatchesQuery, REPORT_TYPES, type ReportSearchScope, type ReportType } from '@dengue/core';
import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, barangays, reports } from '../../db/schema/index.ts';

/**
 * The text filters of GET reports (search, barangay, username), written on columns of `reports` only so
 * each alternative has an index: the description and the pseudonym their trigram indexes, a barangay or an
 * author their b-tree indexes. Names in the joined tables are looked up first (trigram indexes there too)
 * and passed in as constant id lists, so the planner knows how few reports can match and combines the
 * indexes (a BitmapOr) for a selective term instead of reading every report; decision 014.
 */

/** What a search term is matched against: the post's own text, its author's name, or both. */
export type SearchScope = ReportSearchScope;

export interface TextCriteria {
  barangayText?: string;
  username?: string;
  search?: string;
  searchScope?: SearchScope;
  /** Admins may match the hidden author of an anonymous report; nobody else may. */
  revealAuthors: boolean;
}

/** `%term%` for ilike, with the pattern characters of the term taken literally. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Beyond this many names matched, the ids are not listed but selected inside the statement. */
const ID_LIST_MAX = 500;

/** The statements that look names up in the joined tables (exported for the search-index test). */
export const nameLookups = {
  barangays: (db: Db, pattern: string) =>
    db
      .select({ id: barangays.id })
      .from(barangays)
      .where(sql`${barangays.name} ilike ${pattern} or ${barangays.displayName} ilike ${pattern}`),
  accounts: (db: Db, pattern: string) =>
    db.select({ id: accounts.id }).from(accounts).where(sql`${accounts.username} ilike ${pattern}`),
};

type Lookup = ReturnType<(typeof nameLookups)[keyof typeof nameLookups]>;

/** The ids a lookup finds, or the lookup itself (as a sub-select) when they are too many to list. */
async function idsOf(lookup: () => Lookup): Promise<string[] | SQL> {
  // Query builders change in place: the limited one is not the one embedded.
  const rows = await lookup().limit(ID_LIST_MAX + 1);
  return rows.length > ID_LIST_MAX ? sql`${lookup()}` : rows.map((row) => row.id);
}

/** `column` is one of the ids (one array parameter, however many), or in the sub-select. */
function oneOf(column: AnyColumn, ids: string[] | SQL): SQL {
  if (!Array.isArray(ids)) return sql`${column} = any(array(${ids}))`;
  if (ids.length === 0) return sql`false`;
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}

/**
 * The barangays a term names: its text inside the name (ilike, as before), or found by the one barangay
 * search rule of packages/core (accents, Sto./Sta./Brgy., the importer's aliases), so 'sto nino' finds
 * the reports of Santo Niño. The 142 names are few enough to test in TypeScript.
 */
async function barangaysMatching(db: Db, term: string): Promise<SQL> {
  const byText = await idsOf(() => nameLookups.barangays(db, containing(term)));
  const all = await db.select({ id: barangays.id, name: barangays.name }).from(barangays);
  const found = all.filter((b) => barangayMatchesQuery(b.name, term)).map((b) => b.id);
  if (!Array.isArray(byText))
    return sql`(${oneOf(reports.barangayId, byText)} or ${oneOf(reports.barangayId, found)})`;
  return oneOf(reports.barangayId, [...new Set([...byText, ...found])]);
}

/**
 * The name people see matches: an anonymous report by its pseudonym only, never by its hidden author's
 * username (staff, who know the author, match either).
 */
async function usernameMatches(db: Db, pattern: string, reveal: boolean): Promise<SQL> {
  const authors = oneOf(reports.authorId, await idsOf(() => nameLookups.accounts(db, pattern)));
  const pseudonym = sql`${reports.anonymousId} ilike ${pattern}`;
  return reveal
    ? sql`(${authors} or ${pseudonym})`
    : sql`((not ${reports.isAnonymous} and ${authors}) or (${reports.isAnonymous} and ${pseudonym}))`;
}

/** The report types whose name contains the term: four names, matched here. */
const typesContaining = (term: string): ReportType[] =>
  REPORT_TYPES.filter((type) => type.toLowerCase().includes(term.toLowerCase()));

async function searchMatches(db: Db, term: string, scope: SearchScope, reveal: boolean): Promise<SQL> {
  const p = containing(term);
  const arms: SQL[] = [];
  if (scope !== 'people') {
    arms.push(await barangaysMatching(db, term), sql`${reports.description} ilike ${p}`);
    const types = typesContaining(term);
    if (types.length > 0) arms.push(inArray(reports.reportType, types));
  }
  if (scope !== 'posts') arms.push(await usernameMatches(db, p, reveal));
  return sql`(${sql.join(arms, sql` or `)})`;
}

/** The conditions (all must hold) of the text filters that are set. */
export async function textConditions(db: Db, c: TextCriteria): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (c.barangayText) conditions.push(await barangaysMatching(db, c.barangayText));
  if (c.username) conditions.push(await usernameMatches(db, containing(c.username), c.revealAuthors));
  if (c.search) conditions.push(await searchMatches(db, c.search, c.searchScope ?? 'all', c.revealAuthors));
  return conditions;
}
