import type { Db } from '../../db/client.ts';
import { perOwner, VersionedCache } from '../../lib/versioned-cache.ts';
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
const cacheOf = perOwner<Db, VersionedCache<number>>(() => new VersionedCache(MAX_ENTRIES));

const cacheable = (c: ReportCriteria) => !c.search && !c.barangayText && !c.username && !c.description;

export async function countWithCache(
  db: Db,
  criteria: ReportCriteria,
  count: () => Promise<number>,
): Promise<number> {
  if (!cacheable(criteria)) return count();
  const version = await sharedMarkersVersion(db);
  const key = JSON.stringify([
    criteria.statuses,
    criteria.authorId,
    criteria.barangayId,
    criteria.reportType,
    criteria.from,
    criteria.to,
  ]);
  // A count read after a newer write is at worst kept under the older version, and replaced at the next.
  return cacheOf(db).get(key, String(version), count);
}
