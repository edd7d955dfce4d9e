import type {
  ClusterCallResult,
  ClusterRemoveReportsBody,
  CreateSubClusterBody,
  ResolveReportsBody,
  SubClusterRemoveReportsBody,
} from '@dengue/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The officer's cluster calls (admin section 7), each answered with the cluster as it now stands. */
export type ClusterCall =
  | { kind: 'createSubCluster'; body: CreateSubClusterBody }
  | { kind: 'addToSubCluster'; subClusterId: string; reportIds: string[] }
  | { kind: 'removeFromSubCluster'; subClusterId: string; body: SubClusterRemoveReportsBody }
  | { kind: 'removeFromCluster'; clusterId: string; body: ClusterRemoveReportsBody }
  | { kind: 'resolve'; clusterId: string; body: ResolveReportsBody };

const id = encodeURIComponent;

export function sendClusterCall(call: ClusterCall): Promise<ClusterCallResult> {
  switch (call.kind) {
    case 'createSubCluster':
      return apiFetch('clusters/sub-clusters', { method: 'POST', json: call.body });
    case 'addToSubCluster':
      return apiFetch(`clusters/sub-clusters/${id(call.subClusterId)}/add-reports`, {
        method: 'PATCH',
        json: { reportIds: call.reportIds },
      });
    case 'removeFromSubCluster':
      return apiFetch(`clusters/sub-clusters/${id(call.subClusterId)}/remove-reports`, {
        method: 'PATCH',
        json: call.body,
      });
    case 'removeFromCluster':
      return apiFetch(`clusters/${id(call.clusterId)}/remove-reports`, { method: 'PATCH', json: call.body });
    case 'resolve':
      return apiFetch(`clusters/${id(call.clusterId)}/resolve-reports`, { method: 'PATCH', json: call.body });
  }
}

/** Sends one call; on success the map's clusters and markers load again (colours, counts, memberships). */
export function useClusterCall(options: {
  onSuccess: (result: ClusterCallResult, call: ClusterCall) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendClusterCall,
    onSuccess: async (result, call) => {
      // Only what a cluster call changes: not the boundaries or barangay statuses (redrawing those closes popups).
      await Promise.all(
        (['markers', 'clusters', 'report'] as const).map((part) =>
          queryClient.invalidateQueries({ queryKey: ['mapping', part] }),
        ),
      );
      options.onSuccess(result, call);
    },
    onError: options.onError,
  });
}
