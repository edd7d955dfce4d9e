import type { AiRecommendation } from '@dengue/core';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/language-store';
import { isWebLink, sourceDomain } from '../model/recommendation-view';
import { ClampedSection } from './clamped-section';
import { RecommendationMarkdown } from './recommendation-markdown';
import { WeatherSection } from './weather-section';

function SupplementaryNotice() {
  const t = useT();
  const [more, setMore] = useState(false);
  const id = useId();
  return (
    <div className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950" role="note">
      <p id={id}>
        {t('rec.notice')} {more ? t('rec.noticeMore') : null}
      </p>
      <button
        type="button"
        aria-expanded={more}
        aria-controls={id}
        onClick={() => setMore((open) => !open)}
        className="mt-1 min-h-8 font-semibold text-blue-800 underline-offset-2 hover:underline"
      >
        {more ? t('rec.less') : t('rec.more')}
      </button>
    </div>
  );
}

function Sources({ sources }: { sources: AiRecommendation['sources'] }) {
  const t = useT();
  if (sources.length === 0) return null;
  return (
    <section>
      <h3 className="font-bold text-slate-900">{t('rec.sources')}</h3>
      <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="recommendation-sources">
        {sources.map((source) => (
          <li key={source.uri}>
            {isWebLink(source.uri) ? (
              <a
                href={source.uri}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-blue-800 underline underline-offset-2"
              >
                {source.title}
                <span className="sr-only"> {t('rec.newTab')}</span>
              </a>
            ) : (
              <span className="font-semibold">{source.title}</span>
            )}{' '}
            <span className="text-slate-700">({sourceDomain(source.uri)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A recommendation as admin section 2 lays it out: the supplementary-advice notice, Brief Insight, the
 * weather, and behind 'Read Detailed Recommendations' the rich text, Analysis, Predictions, Key Factors
 * and Sources. Its own chunk with the markdown renderer: loaded when the first answer arrives.
 */
export function RecommendationResult({ recommendation }: { recommendation: AiRecommendation }) {
  const t = useT();
  const [detailed, setDetailed] = useState(false);
  const detailsId = useId();
  return (
    <div className="flex flex-col gap-4" data-testid="recommendation-result">
      <SupplementaryNotice />
      <p className="text-sm font-semibold text-slate-900">
        {t('rec.urgency', { urgency: recommendation.urgency })}
      </p>
      <section>
        <h3 className="font-bold text-slate-900">{t('rec.briefInsight')}</h3>
        <p className="text-sm text-slate-800" data-testid="recommendation-insight">
          {recommendation.brief_insight}
        </p>
      </section>
      <WeatherSection weather={recommendation.weather} />
      <button
        type="button"
        aria-expanded={detailed}
        aria-controls={detailsId}
        onClick={() => setDetailed((open) => !open)}
        className="min-h-11 self-start rounded-full border-2 border-blue-800 px-4 text-sm font-semibold text-blue-900 hover:bg-blue-50"
      >
        {detailed ? t('rec.hideDetailed') : t('rec.readDetailed')}
      </button>
      {detailed ? (
        <div id={detailsId} className="flex flex-col gap-4">
          <section>
            <h3 className="mb-1 font-bold text-slate-900">{t('rec.recommendations')}</h3>
            <RecommendationMarkdown text={recommendation.recommendation} />
          </section>
          <ClampedSection title={t('rec.analysis')} text={recommendation.analysis} />
          <ClampedSection title={t('rec.predictions')} text={recommendation.predictions} />
          <section>
            <h3 className="font-bold text-slate-900">{t('rec.factors')}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
              {recommendation.factors.map((factor) => (
                <li key={factor}>{factor}</li>
              ))}
            </ul>
          </section>
          <Sources sources={recommendation.sources} />
        </div>
      ) : null}
      <p className="text-xs text-slate-700">
        {recommendation.generatedBy === 'engine' ? t('rec.byEngine') : t('rec.byModel')}
      </p>
    </div>
  );
}
