import { barangayMatchesQuery } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useMemo, useState } from 'react';
import { lazyWithRetry } from '../../../../lib/lazy-with-retry';
import { pickableBarangaysQuery } from '../../api/alerts-barangays';

const AlertsPickerMap = lazyWithRetry(() =>
  import('./alerts-picker-map').then((module) => module.AlertsPickerMap),
);

/** Target barangays: a searchable list of checkboxes and a small map whose polygons toggle too. */
export function AlertsBarangayPicker({
  chosen,
  onToggle,
  error,
}: {
  chosen: readonly string[];
  onToggle: (id: string) => void;
  error?: string;
}) {
  const searchId = useId();
  const errorId = useId();
  const [search, setSearch] = useState('');
  const barangays = useQuery(pickableBarangaysQuery);
  const chosenSet = useMemo(() => new Set(chosen), [chosen]);
  const list = barangays.data ?? [];
  // One rule for every barangay search (core): accents, Sto./Sta./Brgy. and the importer's aliases.
  const shown = search.trim() ? list.filter((b) => barangayMatchesQuery(b.name, search)) : list;
  const nameOf = new Map(list.map((b) => [b._id, b.name]));

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-slate-900">Target barangays</legend>
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen barangays">
          {chosen.map((id) => (
            <li key={id}>
              <button
                type="button"
                onClick={() => onToggle(id)}
                className="inline-flex min-h-9 items-center gap-1 rounded-full bg-blue-100 px-3 text-sm font-medium text-blue-900 hover:bg-blue-200"
                aria-label={`Remove ${nameOf.get(id) ?? id}`}
              >
                {nameOf.get(id) ?? id} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No barangay chosen yet.</p>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            Search barangays
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
            autoComplete="off"
          />
          <div className="mt-2 h-60 overflow-y-auto rounded-lg border border-slate-300">
            {barangays.isPending ? <p className="p-3 text-sm text-slate-600">Loading barangays...</p> : null}
            {barangays.isError ? (
              <p className="p-3 text-sm text-red-700">Error loading barangay data</p>
            ) : null}
            <ul aria-label="Barangays">
              {shown.map((b) => (
                <li key={b._id}>
                  <label className="flex min-h-9 cursor-pointer items-center gap-2 px-3 hover:bg-slate-50">
                    <input type="checkbox" checked={chosenSet.has(b._id)} onChange={() => onToggle(b._id)} />
                    <span>{b.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div>
          <p className="text-sm font-medium text-slate-800">Or click barangays on the map</p>
          <Suspense fallback={<div className="mt-1 h-72 rounded-lg bg-slate-100" />}>
            <div className="mt-1">
              <AlertsPickerMap barangays={list} chosen={chosenSet} onToggle={onToggle} />
            </div>
          </Suspense>
        </div>
      </div>
    </fieldset>
  );
}
