import type { Cluster } from '@dengue/core';
import { centerOf, clusterRadius, mostCommon } from './cluster-geometry.ts';
import type { ClusterWithMembers, MemberRow } from './clusters.repository.ts';

/**
 * A cluster as one viewer sees it, from the members that viewer may see: centre, radius and counts are
 * computed from those members, so a visitor's circle never reveals where a pending report lies.
 */
export function presentCluster(
  stored: ClusterWithMembers['cluster'],
  members: readonly MemberRow[],
): Cluster {
  const center = centerOf(members);
  const resolved = members.filter((m) => m.isResolved).length;
  const subClusters = new Map<string, string[]>();
  for (const m of members) {
    if (!m.subClusterId) continue;
    // Appended in place: copying the list for each member was quadratic (21,078 members in bench:api's
    // largest cluster).
    const ids = subClusters.get(m.subClusterId);
    if (ids) ids.push(m.id);
    else subClusters.set(m.subClusterId, [m.id]);
  }
  return {
    _id: stored.id,
    reports: members.map((m) => m.id),
    center,
    radius: Math.round(clusterRadius(center, members) * 10) / 10,
    barangay: mostCommon(members.map((m) => m.barangay)),
    resolvedCount: resolved,
    breakdown: {
      total_reports: members.length,
      resolved_reports: resolved,
      validated_reports: members.filter((m) => m.status === 'Validated').length,
      pending_reports: members.filter((m) => m.status === 'Pending').length,
    },
    isResolved: members.length > 0 && resolved === members.length,
    subClusters: [...subClusters].map(([subClusterId, reportIds]) => ({ subClusterId, reportIds })),
    createdAt: stored.createdAt.toISOString(),
    updatedAt: stored.updatedAt.toISOString(),
  };
}
