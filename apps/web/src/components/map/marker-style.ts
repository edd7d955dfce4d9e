import type { Cluster, ReportStatus } from '@dengue/core';

/** Marker colours of the admin spec's Map component (section 2). */
export const MARKER_COLORS = {
  /** A report that belongs to a cluster. */
  inCluster: '#7e22ce',
  /** Orange-red: a report on its own. */
  single: '#e8430c',
  intervention: '#1d4ed8',
  clusterSettled: '#15803d',
  clusterOpen: '#dc2626',
} as const;

/** The small status dot of admin maps: amber pending, red rejected, green validated. */
export const STATUS_DOT_COLORS: Record<ReportStatus, string> = {
  Pending: '#f59e0b',
  Rejected: '#dc2626',
  Validated: '#16a34a',
};

export const reportMarkerColor = (isInCluster: boolean): string =>
  isInCluster ? MARKER_COLORS.inCluster : MARKER_COLORS.single;

type ClusterState = Pick<Cluster, 'isResolved' | 'breakdown'>;

/** Green when the cluster is resolved or every report in it is validated; red while any needs work. */
export const isClusterSettled = (cluster: ClusterState): boolean =>
  cluster.isResolved || cluster.breakdown.validated_reports === cluster.breakdown.total_reports;

export const clusterColor = (cluster: ClusterState): string =>
  isClusterSettled(cluster) ? MARKER_COLORS.clusterSettled : MARKER_COLORS.clusterOpen;
