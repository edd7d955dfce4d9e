import type { PatternType } from '@dengue/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/language-store';
import { RECOMMENDATION_TABS, type TabCounts } from '../model/recommendation-tabs';

const tabClass = (active: boolean) =>
  `min-h-10 rounded-full border-2 px-4 text-sm font-semibold ${
    active
      ? 'border-blue-800 bg-blue-800 text-white'
      : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-100'
  }`;

/**
 * The pattern tabs with their counts; No change and No Data sit under 'More' (admin section 2). Buttons
 * with aria-pressed in a named fieldset: a menu cannot hold ARIA tabs.
 */
export function RecommendationTabBar({
  active,
  counts,
  onChange,
}: {
  active: PatternType;
  counts: TabCounts;
  onChange: (tab: PatternType) => void;
}) {
  const t = useT();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const label = (id: PatternType) =>
    `${t(RECOMMENDATION_TABS.find((tab) => tab.id === id)!.labelKey)} (${counts[id]})`;
  const activeUnderMore = RECOMMENDATION_TABS.some((tab) => tab.more && tab.id === active);

  useEffect(() => {
    if (!moreOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !wrapperRef.current?.contains(event.target as Node)
      ) {
        setMoreOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [moreOpen]);

  const choose = (id: PatternType) => {
    setMoreOpen(false);
    onChange(id);
  };

  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t('actions.tabsLabel')}</legend>
      {RECOMMENDATION_TABS.filter((tab) => !tab.more).map((tab) => (
        <button
          key={tab.id}
          type="button"
          aria-pressed={tab.id === active}
          onClick={() => choose(tab.id)}
          className={tabClass(tab.id === active)}
        >
          {label(tab.id)}
        </button>
      ))}
      <div ref={wrapperRef} className="relative">
        <button
          type="button"
          aria-expanded={moreOpen}
          aria-controls={moreId}
          onClick={() => setMoreOpen((open) => !open)}
          className={tabClass(activeUnderMore)}
        >
          {activeUnderMore ? `${t('actions.more')}: ${label(active)}` : t('actions.more')}
        </button>
        {moreOpen ? (
          <div
            id={moreId}
            className="absolute left-0 z-10 mt-2 flex w-56 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
          >
            {RECOMMENDATION_TABS.filter((tab) => tab.more).map((tab) => (
              <button
                key={tab.id}
                type="button"
                aria-pressed={tab.id === active}
                onClick={() => choose(tab.id)}
                className={`min-h-10 rounded-lg px-3 text-left text-sm font-semibold ${
                  tab.id === active ? 'bg-blue-800 text-white' : 'text-slate-900 hover:bg-slate-100'
                }`}
              >
                {label(tab.id)}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
