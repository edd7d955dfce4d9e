import type { Role } from '@dengue/core';
import { useT } from '../../../../i18n/language-store';
import type { BarangayStatus } from '../../api/barangay-statuses-query';
import { plainCases, plainDeaths, plainReports } from '../../model/plain-words';
import '../../../../i18n/en/map';

/** The server's texts with the figures: the pattern with its p-value and DOH cluster, reports, deaths. */
function SignalFigures({ status }: { status: BarangayStatus }) {
  const t = useT();
  const signals = status.status_and_recommendation;
  return (
    <dl className="space-y-1.5">
      <div>
        <dt className="font-semibold">{t('map.patternAlert')}</dt>
        <dd>{signals.pattern_based.alert}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t('map.communityReports')}</dt>
        {/* The alert already says the count: it is not repeated after it. */}
        <dd>{signals.report_based.alert}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t('map.deaths')}</dt>
        <dd>{signals.death_priority.alert}</dd>
      </div>
    </dl>
  );
}

/**
 * A barangay's three signals (pattern, community reports, deaths). Staff read the figures as the analysis
 * states them; residents and visitors read one plain sentence per signal, with the figures and the method
 * one click away (decision 037).
 */
export function BarangaySignals({ status, role }: { status: BarangayStatus; role: Role | null }) {
  const t = useT();
  if (role === 'admin' || role === 'superadmin') return <SignalFigures status={status} />;
  const sentences = [
    { label: t('map.plain.casesLabel'), text: plainCases(status) },
    { label: t('map.plain.reportsLabel'), text: plainReports(status) },
    { label: t('map.deaths'), text: plainDeaths(status) },
  ];
  return (
    <div className="space-y-2">
      <dl className="space-y-1.5">
        {sentences.map(({ label, text }) => (
          <div key={label}>
            <dt className="font-semibold">{label}</dt>
            <dd>{t(text.key, text.params)}</dd>
          </div>
        ))}
      </dl>
      <details className="rounded-lg border border-slate-200 bg-slate-50 px-2">
        <summary className="min-h-11 cursor-pointer py-3 leading-5 font-medium text-blue-800">
          {t('map.plain.howWorkedOut')}
        </summary>
        <div className="space-y-2 pb-2">
          <p className="text-slate-700">{t('map.plain.method')}</p>
          <SignalFigures status={status} />
        </div>
      </details>
    </div>
  );
}
