import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dataVersions } from '../db/schema/index.ts';

/**
 * The rows of `data_versions`, each bumped by database triggers when what it covers changes: `map_markers`
 * (migration 0005), `public_reads` (0014), `accounts` (0016). Answers kept under a version stay right while it
 * has not moved (docs/decisions/039).
 */
export type DataVersionName = 'map_markers' | 'public_reads' | 'accounts';

/** The current version of `name` (0 before its first bump). */
export async function readDataVersion(db: Db, name: DataVersionName): Promise<number> {
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, name));
  return row?.version ?? 0;
}
