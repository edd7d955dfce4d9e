import { haversineMeters, type Report, type ReportType } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/request-context.ts';
import { presentReports } from './reports.presenter.ts';
import { reportsInBox } from './reports.repository.ts';

const NEARBY_DAYS = 14;
const METRES_PER_DEGREE = 111_320;

/**
 * POST reports/nearby: validated reports of the last 14 days within `radius` metres, nearest first. With a
 * `type` (the report form's near-duplicate hint) it also counts pending reports of that type nearby; those
 * are only counted, never shown, since residents never see a pending report.
 */
export async function nearbyReports(
  db: Db,
  query: { lng: number; lat: number; radius: number; type?: ReportType },
  actor: Actor | undefined,
  now: Date = new Date(),
): Promise<{ posts: Report[]; pendingSimilarCount: number }> {
  const dLat = query.radius / METRES_PER_DEGREE;
  const dLng = query.radius / (METRES_PER_DEGREE * Math.max(Math.cos((query.lat * Math.PI) / 180), 0.01));
  const box = {
    west: query.lng - dLng,
    east: query.lng + dLng,
    south: query.lat - dLat,
    north: query.lat + dLat,
  };
  const since = new Date(now.getTime() - NEARBY_DAYS * 86_400_000);
  const statuses = query.type ? (['Validated', 'Pending'] as const) : (['Validated'] as const);
  const candidates = await reportsInBox(db, box, statuses, since);
  const near = candidates
    .filter((row) => !query.type || row.reportType === query.type)
    .map((row) => ({ row, distance: haversineMeters([query.lng, query.lat], [row.lng, row.lat]) }))
    .filter((c) => c.distance <= query.radius)
    .sort((a, b) => a.distance - b.distance);
  const validated = near.filter((c) => c.row.status === 'Validated').map((c) => c.row);
  return {
    posts: await presentReports(db, validated, actor),
    pendingSimilarCount: near.length - validated.length,
  };
}
