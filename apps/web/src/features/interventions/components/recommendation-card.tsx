import { formatDateTime12h, type InterventionCard } from '@dengue/core';
import { useId } from 'react';
import { useRecommendationsButton } from '../../../components/recommendations-slot';
import { useT } from '../../../i18n/language-store';

const TONE: Record<InterventionCard['tab'], string> = {
  spike: 'border-red-300',
  increase: 'border-orange-300',
  decrease: 'border-green-300',
  low_level_activity: 'border-blue-300',
  no_change: 'border-slate-300',
  none: 'border-slate-300',
};

/** One barangay's prescriptive action: the engine's urgency, alert and advice, and Apply. */
export function RecommendationCard({ card, onApply }: { card: InterventionCard; onApply: () => void }) {
  const t = useT();
  const titleId = useId();
  const RecommendationsButton = useRecommendationsButton();
  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col gap-2 rounded-xl border-2 bg-white p-4 shadow-sm ${TONE[card.tab]}`}
      data-testid="recommendation-card"
      data-barangay={card.barangay}
    >
      <h3 id={titleId} className="text-lg font-bold text-slate-900">
        {card.barangay}
      </h3>
      <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{card.urgency}</p>
      <p className="text-sm text-slate-900">{card.alert}</p>
      <p className="text-sm text-slate-800">{card.recommendation}</p>
      <div className="rounded-lg bg-slate-50 p-2 text-sm">
        <p className="font-semibold text-slate-900">
          {t('actions.suggested')}: {card.interventionType}
        </p>
        <p className="text-slate-800">{card.reason}</p>
      </div>
      <dl className="mt-auto grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm text-slate-800">
        <dt>{t('actions.deaths')}</dt>
        <dd className="text-right font-semibold">{card.deaths_last_52_weeks}</dd>
        <dt>{t('actions.reports')}</dt>
        <dd className="text-right font-semibold">{card.report_count}</dd>
        <dt>{t('actions.inProgress')}</dt>
        <dd className="text-right font-semibold">
          {card.ongoing_interventions} / {card.scheduled_interventions}
        </dd>
        <dt>{t('actions.lastAnalysed')}</dt>
        <dd className="text-right">
          {card.last_analysis_time ? formatDateTime12h(card.last_analysis_time) : t('actions.notAnalysed')}
        </dd>
      </dl>
      <div className="mt-1 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onApply}
          aria-label={t('actions.applyLabel', { type: card.interventionType, barangay: card.barangay })}
          className="min-h-11 rounded-full bg-blue-800 px-5 text-sm font-semibold text-white hover:bg-blue-900"
        >
          {t('actions.apply')}
        </button>
        {RecommendationsButton ? (
          <RecommendationsButton
            barangay={card.barangay}
            chips={{ pattern: card.pattern, reportCount: card.report_count, deathCount: card.death_count }}
            variant="secondary"
          />
        ) : null}
      </div>
    </article>
  );
}
