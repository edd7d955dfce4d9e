import {
  INTERVENTION_MESSAGES,
  INTERVENTION_TAB_BANNERS,
  type InterventionCard,
  type InterventionSuggestion,
  type InterventionType,
  type PatternType,
} from '@dengue/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../../i18n/language-store';
import { translateError } from '../../../i18n/translate-error';
import { interventionSuggestionQuery, recommendationCardsQuery } from '../api/recommendation-queries';
import { useCardsPerPage } from '../hooks/use-cards-per-page';
import { countByTab, fallbackTab, pageCount, RECOMMENDATION_TABS } from '../model/recommendation-tabs';
import { AddInterventionDialog } from './add-intervention-dialog';
import { RecommendationCard } from './recommendation-card';
import { RecommendationTabBar } from './recommendation-tab-bar';

interface Applying {
  barangay: string;
  type: InterventionType;
  note: string;
}

function Skeletons({ count }: { count: number }) {
  const t = useT();
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{t('actions.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} aria-hidden="true" className="h-72 animate-pulse rounded-xl bg-slate-200" />
      ))}
    </div>
  );
}

/**
 * Prescriptive Action Recommendations (admin section 2): the engine's card per barangay under its pattern
 * tab, a banner per tab, 3/2/1 cards a page with Back and Next, and Apply opening 'Add New Intervention'
 * preselected with what GET analytics/get-recommendation-for-intervention suggests.
 */
export function PrescriptiveActions() {
  const t = useT();
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useQuery(recommendationCardsQuery());
  const perPage = useCardsPerPage();
  const [tab, setTab] = useState<PatternType>('spike');
  const [page, setPage] = useState(0);
  const [applying, setApplying] = useState<Applying | null>(null);
  const [preparing, setPreparing] = useState<string | null>(null);

  const cards = query.data?.data ?? [];
  const counts = countByTab(cards);
  // When the cards arrive (or change), an empty tab gives way to No change.
  const loadedAt = query.dataUpdatedAt;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer moves the admin's tab
  useEffect(() => {
    if (loadedAt === 0) return;
    setTab((current) => fallbackTab(current, counts));
  }, [loadedAt]);

  const inTab = cards.filter((card) => card.tab === tab);
  const pages = pageCount(inTab.length, perPage);
  const current = Math.min(page, pages - 1);
  const shown = inTab.slice(current * perPage, current * perPage + perPage);
  const tabLabel = t(RECOMMENDATION_TABS.find((item) => item.id === tab)!.labelKey);

  async function apply(card: InterventionCard) {
    setPreparing(card.barangay);
    let suggestion: InterventionSuggestion = card;
    try {
      suggestion = await queryClient.fetchQuery(interventionSuggestionQuery(card.barangay));
    } catch {
      // The card carries the same engine's suggestion from a moment ago: good enough to preselect.
    }
    setPreparing(null);
    setApplying({
      barangay: suggestion.barangay,
      type: suggestion.interventionType,
      note: t('actions.preselected', {
        barangay: suggestion.barangay,
        urgency: suggestion.urgency,
        pattern: t(`actions.tab.${suggestion.pattern}`),
        reason: suggestion.reason,
      }),
    });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('actions.heading')}
      </h2>
      {query.isPending ? (
        <Skeletons count={perPage} />
      ) : query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          {INTERVENTION_MESSAGES.loadError(translateError(query.error))}
        </p>
      ) : (
        <>
          <RecommendationTabBar
            active={tab}
            counts={counts}
            onChange={(next) => {
              setTab(next);
              setPage(0);
            }}
          />
          <p
            className="rounded-lg border-l-4 border-blue-800 bg-blue-50 px-4 py-2 font-semibold text-blue-950"
            data-testid="recommendation-banner"
          >
            {INTERVENTION_TAB_BANNERS[tab]}
          </p>
          {inTab.length === 0 ? (
            <p className="rounded-lg bg-slate-50 p-4 text-slate-800">
              {t('actions.empty', { label: tabLabel })}
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((card) => (
                <li key={card.barangay} aria-busy={preparing === card.barangay}>
                  <RecommendationCard card={card} onApply={() => void apply(card)} />
                </li>
              ))}
            </ul>
          )}
          {inTab.length > perPage ? (
            <nav aria-label={t('actions.heading')} className="flex items-center justify-center gap-3">
              <button
                type="button"
                disabled={current === 0}
                onClick={() => setPage(current - 1)}
                className="min-h-10 rounded-full border-2 border-slate-300 px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-50"
              >
                {t('actions.back')}
              </button>
              <span className="text-sm text-slate-800" aria-live="polite">
                {t('actions.page', { page: current + 1, pages })}
              </span>
              <button
                type="button"
                disabled={current >= pages - 1}
                onClick={() => setPage(current + 1)}
                className="min-h-10 rounded-full border-2 border-slate-300 px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-50"
              >
                {t('actions.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
      {applying ? (
        <AddInterventionDialog
          key={applying.barangay}
          open
          onClose={() => setApplying(null)}
          initialBarangay={applying.barangay}
          initialType={applying.type}
          note={applying.note}
        />
      ) : null}
    </section>
  );
}
