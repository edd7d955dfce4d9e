import { registerEnglish } from '../language-store';

/** English, part 'clusterCalls': the cluster popup of the admin map and its actions (admin sections 2, 7). */
export const clusterCallsEn = {
  'clusterCalls.title': 'Cluster of {count} reports',
  'clusterCalls.loading': "Loading the cluster's reports...",
  'clusterCalls.loadFailed':
    "The cluster's reports could not be loaded. Close this and open the cluster again.",
  'clusterCalls.resolved': 'Resolved',
  'clusterCalls.open': 'Not resolved',
  'clusterCalls.members': 'Reports in this cluster',
  'clusterCalls.selectAll': 'Select all',
  'clusterCalls.member': '{type}, {status}',
  'clusterCalls.memberResolved': 'resolved',
  'clusterCalls.subCluster': 'Sub-cluster {n}',
  'clusterCalls.selected': 'Selected: {count}',
  'clusterCalls.actions': 'Actions for the selected reports',
  'clusterCalls.markResolved': 'Mark resolved',
  'clusterCalls.markUnresolved': 'Mark unresolved',
  'clusterCalls.newSubCluster': 'New sub-cluster',
  'clusterCalls.addToSubCluster': 'Add to sub-cluster {n}',
  'clusterCalls.removeFromSubCluster': 'Remove from sub-cluster',
  'clusterCalls.removeFromCluster': 'Remove from cluster',
  'clusterCalls.excludePermanently': 'Exclude permanently (never cluster these reports again)',
  'clusterCalls.resetStatus': 'Also mark them unresolved',
  'clusterCalls.confirm.resolve': 'Mark {count} selected report(s) resolved?',
  'clusterCalls.confirm.unresolve': 'Mark {count} selected report(s) unresolved?',
  'clusterCalls.confirm.createSubCluster': 'Make a new sub-cluster of {count} selected report(s)?',
  'clusterCalls.confirm.addToSubCluster': 'Add {count} selected report(s) to sub-cluster {n}?',
  'clusterCalls.confirm.removeFromSubCluster': 'Take {count} selected report(s) out of their sub-cluster?',
  'clusterCalls.confirm.removeFromCluster':
    'Take {count} selected report(s) out of this cluster? They stay out until their status changes or a new report is filed near them.',
  'clusterCalls.confirm.excludeFromCluster':
    'Take {count} selected report(s) out of this cluster and never cluster them again?',
  'clusterCalls.confirmButton': 'Confirm',
  'clusterCalls.cancel': 'Cancel',
  'clusterCalls.working': 'Saving…',
  'clusterCalls.done.resolve': 'Reports marked resolved: {count}.',
  'clusterCalls.done.unresolve': 'Reports marked unresolved: {count}.',
  'clusterCalls.done.createSubCluster': 'Sub-cluster created with {count} report(s).',
  'clusterCalls.done.addToSubCluster': 'Reports added to the sub-cluster: {count}.',
  'clusterCalls.done.removeFromSubCluster': 'Reports taken out of the sub-cluster: {count}.',
  'clusterCalls.done.removeFromCluster': 'Reports taken out of the cluster: {count}.',
  'clusterCalls.dissolved': 'Fewer than 2 reports are left, so this is no longer a cluster.',
  'clusterCalls.failed': 'Could not update the cluster. Please try again.',
} satisfies Record<string, string>;

registerEnglish(clusterCallsEn);
