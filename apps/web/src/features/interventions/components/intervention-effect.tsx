import { effectMessageKey, effectMessageParams, type InterventionEffect } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import '../../../i18n/en/effectiveness';
import { useT } from '../../../i18n/language-store';
import { translateError } from '../../../i18n/translate-error';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { interventionEffectQuery } from '../api/intervention-effect-query';

const EffectChart = lazyWithRetry(() => import('./effect-chart').then((module) => module.EffectChart));

function Loading() {
  const t = useT();
  return (
    <div role="status" className="flex items-center gap-3 py-6 text-slate-700">
      <Spinner className="size-5" />
      <span>{t('effect.loading')}</span>
    </div>
  );
}

const percent = (value: number | null, none: string) =>
  value === null ? none : `${value > 0 ? '+' : ''}${Math.round(value)}%`;

function CountsTable({ effect }: { effect: InterventionEffect }) {
  const t = useT();
  const none = t('effect.noChange');
  const rows = [
    { label: effect.barangay, counts: effect.intervention_counts },
    {
      label: t('effect.neighboursRow', { count: effect.neighbours.length }),
      counts: effect.control_counts,
    },
  ];
  return (
    <table className="w-full text-left text-sm" data-testid="effect-table">
      <caption className="pb-1 text-left font-medium text-slate-800">
        {t('effect.tableCaption', { weeks: effect.weeks })}
      </caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('effect.colArea')}
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            {t('effect.colBefore')}
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            {t('effect.colAfter')}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t('effect.colChange')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-2 font-normal text-slate-900">
              {row.label}
            </th>
            <td className="py-1 pr-2 text-right">{row.counts.before}</td>
            <td className="py-1 pr-2 text-right">{row.counts.after}</td>
            <td className="py-1 text-right">{percent(row.counts.percent_change, none)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EffectResult({ effect }: { effect: InterventionEffect }) {
  const t = useT();
  const sentence = t(
    `effect.${effectMessageKey(effect.verdict, effect.neighbours.length)}`,
    effectMessageParams(effect),
  );
  const estimated = effect.rate_ratio !== null && effect.verdict !== 'insufficient_data';
  return (
    <div className="flex flex-col gap-3">
      <p
        className="rounded-lg bg-slate-50 p-3 font-medium text-slate-900"
        data-testid="effect-verdict"
        data-verdict={effect.verdict}
      >
        {sentence}
      </p>
      <Suspense fallback={<Loading />}>
        <EffectChart barangay={effect.barangay} series={effect.series} />
      </Suspense>
      <CountsTable effect={effect} />
      {effect.neighbours.length > 0 ? (
        <p className="text-xs text-slate-700">
          {t('effect.neighbourList', { names: effect.neighbours.join(', ') })}
        </p>
      ) : null}
      {estimated ? <p className="text-xs text-slate-700">{t('effect.ratioHelp')}</p> : null}
      {estimated && effect.rate_ratio?.continuity_corrected ? (
        <p className="text-xs text-slate-700">{t('effect.corrected')}</p>
      ) : null}
    </div>
  );
}

/** The intervention's effect on cases (admin section 7, analyze-intervention-effectivity) in its dialog. */
export function InterventionEffectSection({ interventionId }: { interventionId: string }) {
  const t = useT();
  const headingId = useId();
  const query = useQuery(interventionEffectQuery(interventionId));
  return (
    <section aria-labelledby={headingId} className="mt-4 flex flex-col gap-2" data-testid="effect-section">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('effect.title')}
      </h3>
      {query.data ? (
        <p className="text-sm text-slate-700">
          {t('effect.intro', { barangay: query.data.barangay, weeks: query.data.weeks })}
        </p>
      ) : null}
      {query.status === 'pending' ? <Loading /> : null}
      {query.status === 'error' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-red-900">
          <span>{t('effect.error', { message: translateError(query.error) })}</span>
          <button
            type="button"
            onClick={() => query.refetch()}
            disabled={query.isFetching}
            className="min-h-11 rounded-lg border border-red-300 bg-white px-3 font-medium text-red-900 hover:bg-red-100"
          >
            {t('effect.retry')}
          </button>
        </div>
      ) : null}
      {query.data ? <EffectResult effect={query.data} /> : null}
    </section>
  );
}
