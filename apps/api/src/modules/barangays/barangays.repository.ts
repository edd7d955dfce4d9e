import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { barangays } from '../../db/schema/index.ts';

export type BarangayListRow = Pick<
  typeof barangays.$inferSelect,
  'id' | 'name' | 'displayName' | 'labelLng' | 'labelLat'
>;

export async function listBarangays(db: Db): Promise<BarangayListRow[]> {
  return db
    .select({
      id: barangays.id,
      name: barangays.name,
      displayName: barangays.displayName,
      labelLng: barangays.labelLng,
      labelLat: barangays.labelLat,
    })
    .from(barangays)
    .orderBy(asc(barangays.name));
}
