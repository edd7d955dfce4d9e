import type { Intervention } from '@dengue/core';
import type { InterventionRow } from './interventions.repository.ts';

/**
 * The one shape of an intervention on the wire (admin section 3): the barangay by name, instants in ISO
 * 8601, and the pin as a GeoJSON point or null. Who created it stays in the audit log, not in the answer.
 */
export const presentIntervention = (row: InterventionRow): Intervention => ({
  _id: row.id,
  barangay: row.barangayName,
  address: row.address,
  date: row.date.toISOString(),
  interventionType: row.interventionType,
  personnel: row.personnel,
  status: row.status,
  isArchived: row.archivedAt !== null,
  specific_location:
    row.lng !== null && row.lat !== null ? { type: 'Point', coordinates: [row.lng, row.lat] } : null,
  description: row.description,
  completedAt: row.completedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
