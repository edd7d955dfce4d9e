import { createBarangayMatcher, MAP_MESSAGES } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { type BarangayListRow, listBarangays } from './barangays.repository.ts';

/**
 * A barangay named by a person or a client: matched with the rules of packages/core (case, accents,
 * 'Brgy.', abbreviations and the alias table), so 'STO. NIÑO' finds Santo Niño. Unknown names are a 404
 * with the spec's 'Barangay not found'.
 */
export async function findBarangayByName(db: Db, raw: string): Promise<BarangayListRow> {
  const rows = await listBarangays(db);
  const official = createBarangayMatcher(rows.map((row) => row.name)).match(raw);
  const barangay = official === null ? undefined : rows.find((row) => row.name === official);
  if (!barangay) throw notFound(MAP_MESSAGES.barangayNotFound);
  return barangay;
}
