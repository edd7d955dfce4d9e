import type { ClusterCall } from '../api/cluster-calls';

/** An action chosen in the cluster popup, waiting for its confirmation. */
export type PendingAction =
  | { kind: 'resolve'; isResolved: boolean }
  | { kind: 'createSubCluster' }
  | { kind: 'addToSubCluster'; subClusterId: string }
  | { kind: 'removeFromSubCluster'; subClusterId: string }
  | { kind: 'removeFromCluster' };

/** The call a confirmed action sends, on the selected reports. */
export function toCall(
  action: PendingAction,
  on: { clusterId: string; reportIds: string[]; exclude: boolean; resetStatus: boolean },
): ClusterCall {
  const { clusterId, reportIds, exclude, resetStatus } = on;
  switch (action.kind) {
    case 'resolve':
      return { kind: 'resolve', clusterId, body: { reportIds, isResolved: action.isResolved } };
    case 'createSubCluster':
      return { kind: 'createSubCluster', body: { clusterId, reportIds } };
    case 'addToSubCluster':
      return { kind: 'addToSubCluster', subClusterId: action.subClusterId, reportIds };
    case 'removeFromSubCluster':
      return {
        kind: 'removeFromSubCluster',
        subClusterId: action.subClusterId,
        body: { reportIds, resetStatus },
      };
    case 'removeFromCluster':
      return {
        kind: 'removeFromCluster',
        clusterId,
        body: { reportIds, permanentlyExclude: exclude, resetStatus },
      };
  }
}
