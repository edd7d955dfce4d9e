import type { Cluster } from '@dengue/core';
import { useT } from '../../../../i18n/language-store';
import type { PendingAction } from '../../model/cluster-actions';
import '../../../../i18n/en/cluster-calls';

const BUTTON =
  'rounded border border-slate-400 bg-white px-2 py-1 text-left font-medium hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The cluster popup's actions on the selected reports. Removing from a sub-cluster needs them all in one
 * sub-cluster; adding needs a sub-cluster other than theirs.
 */
export function ClusterActionButtons({
  cluster,
  chosen,
  subOf,
  subIndex,
  onChoose,
}: {
  cluster: Cluster;
  chosen: readonly string[];
  subOf: (reportId: string) => string | undefined;
  subIndex: ReadonlyMap<string, number>;
  onChoose: (action: PendingAction) => void;
}) {
  const t = useT();
  const none = chosen.length === 0;
  const subs = new Set(chosen.map(subOf));
  const onlySub = subs.size === 1 ? [...subs][0] : undefined;
  return (
    <fieldset aria-label={t('clusterCalls.actions')} className="grid grid-cols-2 gap-1.5">
      <button
        type="button"
        className={BUTTON}
        disabled={none}
        onClick={() => onChoose({ kind: 'resolve', isResolved: true })}
      >
        {t('clusterCalls.markResolved')}
      </button>
      <button
        type="button"
        className={BUTTON}
        disabled={none}
        onClick={() => onChoose({ kind: 'resolve', isResolved: false })}
      >
        {t('clusterCalls.markUnresolved')}
      </button>
      <button
        type="button"
        className={BUTTON}
        disabled={none}
        onClick={() => onChoose({ kind: 'createSubCluster' })}
      >
        {t('clusterCalls.newSubCluster')}
      </button>
      {cluster.subClusters.map((s) => (
        <button
          key={s.subClusterId}
          type="button"
          className={BUTTON}
          disabled={none || onlySub === s.subClusterId}
          onClick={() => onChoose({ kind: 'addToSubCluster', subClusterId: s.subClusterId })}
        >
          {t('clusterCalls.addToSubCluster', { n: subIndex.get(s.subClusterId) ?? 0 })}
        </button>
      ))}
      <button
        type="button"
        className={BUTTON}
        disabled={none || !onlySub}
        onClick={() => onlySub && onChoose({ kind: 'removeFromSubCluster', subClusterId: onlySub })}
      >
        {t('clusterCalls.removeFromSubCluster')}
      </button>
      <button
        type="button"
        className={`${BUTTON} col-span-2 border-red-300 text-red-800`}
        disabled={none}
        onClick={() => onChoose({ kind: 'removeFromCluster' })}
      >
        {t('clusterCalls.removeFromCluster')}
      </button>
    </fieldset>
  );
}
