import { useRecommendationsButton } from '../../../../components/recommendations-slot';
import { patternLabel, useT } from '../../../../i18n/language-store';
import { useCurrentUser } from '../../../../lib/session';
import { type BarangayEntry, hasNoData, lastAnalysedText } from '../../map-entries';
import { BarangayAlerts } from './barangay-alerts';
import { BarangaySignals } from './barangay-signals';
import '../../../../i18n/en/map';

/** The colour swatch always travels with its label: colour alone never carries the pattern. */
export function PatternBadge({ entry }: { entry: Pick<BarangayEntry, 'color' | 'pattern'> }) {
  useT();
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-2 py-0.5 text-xs font-semibold text-slate-900">
      <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: entry.color }} />
      {patternLabel(entry.pattern)}
    </span>
  );
}

/** A barangay's pattern, alerts and analysis time: the popup's content, and the panel beside the map. */
export function BarangayDetails({
  entry,
  headingLevel = 'h3',
}: {
  entry: BarangayEntry;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT();
  const RecommendationsButton = useRecommendationsButton();
  const role = useCurrentUser()?.role ?? null;
  const Heading = headingLevel;
  const { status } = entry;
  return (
    <div className="space-y-2 text-sm text-slate-800" data-testid="barangay-details">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="text-base font-bold text-slate-900">{entry.displayName}</Heading>
        <PatternBadge entry={entry} />
      </div>
      {status === null || hasNoData(status) ? (
        <div>
          <p className="font-semibold">{t('map.noCasesTitle')}</p>
          <p className="text-slate-700">{t('map.noCasesDetail')}</p>
        </div>
      ) : (
        <BarangaySignals status={status} role={role} />
      )}
      {status?._id ? <BarangayAlerts barangayId={status._id} /> : null}
      {entry.approximate ? (
        <p className="text-xs text-slate-700">
          <span className="font-semibold">{t('map.approximateBoundary')}:</span>{' '}
          {t('map.approximateBoundaryDetail')}
        </p>
      ) : null}
      {RecommendationsButton ? (
        <RecommendationsButton
          barangay={entry.key}
          chips={{
            pattern: entry.pattern,
            reportCount: status?.status_and_recommendation.report_based.count ?? null,
            deathCount: status?.status_and_recommendation.death_priority.count ?? null,
          }}
        />
      ) : null}
      <p className="text-xs text-slate-700">
        {t('map.lastAnalysed')} <span>{lastAnalysedText(status?.last_analysis_time)}</span>
      </p>
    </div>
  );
}
