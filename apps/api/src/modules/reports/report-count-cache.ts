import type { Db } from '../../db/client.ts';
import { sharedMarkersVersion } from '../clusters/markers-cache.ts';
import type { ReportCriteria } from './reports.repository.ts';

/**
 * The total of a feed page (its pagination), kept per filter until the map data version moves: the triggers
 * of migration 0005 bump it in the writing transaction on every insert, delete, and change of status,
 * barangay, type or date, which is all a count without text filters depends on. Counting 60,000 validated
 * reports took 47 ms a page at 100,000 reports (docs/decisions/039). Text filters (search, barangay or
 * username text, description) also depend on names and descriptions the version does not follow: they are
 * counted each time.
 */
const MAX_ENTRIES = 2000;

interface Totals {
  version: number;
  byFilter: Map<string, number>;
}

const byDatabase = new WeakMap<Db, Totals>();

const cacheable = (c: ReportCriteria) => !c.search && !c.barangayText && !c.username && !c.description;

export async function countWithCache(
  db: Db,
  criteria: ReportCriteria,
  count: () => Promise<number>,
): Promise<number> {
  if (!cacheable(criteria)) return count();
  const version = await sharedMarkersVersion(db);
  let totals = byDatabase.get(db);
  if (!totals || totals.version !== version) {
    totals = { version, byFilter: new Map() };
    byDatabase.set(db, totals);
  }
  const key = JSON.stringify([
    criteria.statuses,
    criteria.authorId,
    criteria.barangayId,
    criteria.reportType,
    criteria.from,
    criteria.to,
  ]);
  const hit = totals.byFilter.get(key);
  if (hit !== undefined) return hit;
  const n = await count();
  // A count read after a newer write is at worst kept under the older version, and replaced at the next.
  if (totals.byFilter.size >= MAX_ENTRIES) totals.byFilter.clear();
  totals.byFilter.set(key, n);
  return n;
}
