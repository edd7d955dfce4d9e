import type { Cluster, ClusterCallResult, ReportMarker } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clusterColor } from '../../../../components/map/marker-style';
import { toast } from '../../../../components/ui/toast';
import { translateValue, useT } from '../../../../i18n/language-store';
import { translateError } from '../../../../i18n/translate-error';
import { type ClusterCall, useClusterCall } from '../../api/cluster-calls';
import { clusterMembersQuery } from '../../api/map-layers-queries';
import { type PendingAction, toCall } from '../../model/cluster-actions';
import { ClusterActionButtons } from './cluster-action-buttons';
import '../../../../i18n/en/cluster-calls';
import '../../../../i18n/en/map';

/**
 * The admin map's cluster popup (admin sections 2 and 7): the cluster's members, loaded as it opens (the
 * map holds the clusters without them), with check boxes and the officer's calls on the selected ones, each
 * confirmed before it is sent and answered with a toast. The colour bar follows the cluster: green once its
 * site is resolved (or every report validated).
 */
export function ClusterPopup({ id, ...rest }: Omit<MembersProps, 'cluster'> & { id: string }) {
  const t = useT();
  // Asked as the popup opens: each opening mounts this anew, so a failed load is asked again next time.
  const members = useQuery(clusterMembersQuery(id));
  if (members.data) return <ClusterMembers cluster={members.data} {...rest} />;
  return (
    <p className="w-72 text-sm text-slate-800" role={members.isError ? 'alert' : 'status'}>
      {t(members.isError ? 'clusterCalls.loadFailed' : 'clusterCalls.loading')}
    </p>
  );
}

interface MembersProps {
  cluster: Cluster;
  /** Told when the popup changed height (a confirmation opened or closed, members changed), to pan again. */
  onResized?: () => void;
  /** The map's markers by report id, to name each member by type and status. */
  markers: ReadonlyMap<string, ReportMarker>;
}

/** The members with check boxes and the officer's calls on the selected ones. */
function ClusterMembers({ cluster, markers, onResized }: MembersProps) {
  const t = useT();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [exclude, setExclude] = useState(false);
  const [resetStatus, setResetStatus] = useState(false);
  const members = cluster.reports;
  // What the popup's height follows (the cluster object itself is new on every render of the map).
  const layout = `${pending?.kind}|${members.length}|${cluster.subClusters.length}|${cluster.isResolved}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `layout` names the changes that resize it
  useEffect(() => onResized?.(), [layout, onResized]);
  const chosen = members.filter((id) => selected.has(id));
  const subIndex = new Map(cluster.subClusters.map((s, i) => [s.subClusterId, i + 1]));
  const subOf = (id: string) => cluster.subClusters.find((s) => s.reportIds.includes(id))?.subClusterId;

  const mutation = useClusterCall({
    onSuccess: (result: ClusterCallResult, call: ClusterCall) => {
      toast.success(t(`clusterCalls.done.${doneKey(call)}`, { count: reportCount(call) }));
      if (!result.cluster) toast.info(t('clusterCalls.dissolved'));
      setPending(null);
      setSelected(new Set());
    },
    onError: (error) => {
      setPending(null);
      toast.error(translateError(error, t('clusterCalls.failed')));
    },
  });

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = chosen.length === members.length;

  return (
    <div className="w-72 space-y-2 text-sm text-slate-800" data-testid="cluster-popup">
      <div className="h-1.5 rounded-full" style={{ background: clusterColor(cluster) }} aria-hidden="true" />
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-bold text-slate-900">
          {t('clusterCalls.title', { count: members.length })}
        </h3>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            cluster.isResolved ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'
          }`}
        >
          {t(cluster.isResolved ? 'clusterCalls.resolved' : 'clusterCalls.open')}
        </span>
      </div>
      {cluster.barangay ? <p className="text-slate-600">{cluster.barangay}</p> : null}
      <fieldset className="max-h-32 space-y-1 overflow-y-auto" disabled={mutation.isPending}>
        <legend className="font-semibold">{t('clusterCalls.members')}</legend>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={allSelected}
            onChange={() => setSelected(new Set(allSelected ? [] : members))}
          />
          {t('clusterCalls.selectAll')}
        </label>
        {members.map((id) => {
          const marker = markers.get(id);
          const sub = subOf(id);
          const resolvedNow = marker?.isResolved;
          return (
            <label key={id} className="flex items-start gap-2" data-report-id={id}>
              <input type="checkbox" checked={selected.has(id)} onChange={() => toggle(id)} />
              <span>
                {marker
                  ? t('clusterCalls.member', {
                      type: translateValue('reportType', marker.report_type),
                      status: translateValue('reportStatus', marker.status),
                    })
                  : id.slice(0, 8)}
                {resolvedNow ? `, ${t('clusterCalls.memberResolved')}` : ''}
                {sub ? ` · ${t('clusterCalls.subCluster', { n: subIndex.get(sub) ?? 0 })}` : ''}
              </span>
            </label>
          );
        })}
      </fieldset>
      <p aria-live="polite">{t('clusterCalls.selected', { count: chosen.length })}</p>
      {pending ? (
        <div
          role="alertdialog"
          aria-label={t('clusterCalls.actions')}
          className="space-y-2 rounded bg-slate-100 p-2"
        >
          <p>{confirmText(t, pending, chosen.length, exclude, subIndex)}</p>
          {pending.kind === 'removeFromCluster' || pending.kind === 'removeFromSubCluster' ? (
            <div className="space-y-1">
              {pending.kind === 'removeFromCluster' ? (
                <label className="flex items-start gap-2">
                  <input type="checkbox" checked={exclude} onChange={(e) => setExclude(e.target.checked)} />
                  {t('clusterCalls.excludePermanently')}
                </label>
              ) : null}
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  checked={resetStatus}
                  onChange={(e) => setResetStatus(e.target.checked)}
                />
                {t('clusterCalls.resetStatus')}
              </label>
            </div>
          ) : null}
          <div className="flex gap-2">
            <button
              type="button"
              className="rounded bg-slate-900 px-3 py-1.5 font-semibold text-white disabled:opacity-60"
              disabled={mutation.isPending}
              onClick={() =>
                mutation.mutate(
                  toCall(pending, { clusterId: cluster._id, reportIds: chosen, exclude, resetStatus }),
                )
              }
            >
              {mutation.isPending ? t('clusterCalls.working') : t('clusterCalls.confirmButton')}
            </button>
            <button
              type="button"
              className="rounded border border-slate-400 px-3 py-1.5"
              disabled={mutation.isPending}
              onClick={() => setPending(null)}
            >
              {t('clusterCalls.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <ClusterActionButtons
          cluster={cluster}
          chosen={chosen}
          subOf={subOf}
          subIndex={subIndex}
          onChoose={(action) => {
            setExclude(false);
            setResetStatus(false);
            setPending(action);
          }}
        />
      )}
    </div>
  );
}

const reportCount = (call: ClusterCall) =>
  call.kind === 'addToSubCluster' ? call.reportIds.length : call.body.reportIds.length;

function doneKey(call: ClusterCall) {
  if (call.kind === 'resolve') return call.body.isResolved ? 'resolve' : 'unresolve';
  return call.kind;
}

function confirmText(
  t: ReturnType<typeof useT>,
  action: PendingAction,
  count: number,
  exclude: boolean,
  subIndex: ReadonlyMap<string, number>,
) {
  switch (action.kind) {
    case 'resolve':
      return t(action.isResolved ? 'clusterCalls.confirm.resolve' : 'clusterCalls.confirm.unresolve', {
        count,
      });
    case 'createSubCluster':
      return t('clusterCalls.confirm.createSubCluster', { count });
    case 'addToSubCluster':
      return t('clusterCalls.confirm.addToSubCluster', { count, n: subIndex.get(action.subClusterId) ?? 0 });
    case 'removeFromSubCluster':
      return t('clusterCalls.confirm.removeFromSubCluster', { count });
    case 'removeFromCluster':
      return t(
        exclude ? 'clusterCalls.confirm.excludeFromCluster' : 'clusterCalls.confirm.removeFromCluster',
        {
          count,
        },
      );
  }
}
