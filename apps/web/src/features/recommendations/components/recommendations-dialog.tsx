import type { PatternType, RecommendationAudience } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/language-store';
import { translateError } from '../../../i18n/translate-error';
import { recommendationQuery } from '../api/recommendation-query';
import { TIP_COUNT, TIP_ROTATION_MS } from '../model/recommendation-view';
import '../../../i18n/en/recommendations';

const RecommendationResult = lazy(() =>
  import('./recommendation-result').then((module) => ({ default: module.RecommendationResult })),
);

/** What the opener already knows of the barangay, for the header chips (shown while the advice loads). */
export interface RecommendationChips {
  pattern: PatternType;
  reportCount?: number | null;
  deathCount?: number | null;
}

export interface RecommendationsDialogProps {
  open: boolean;
  onClose: () => void;
  barangay: string;
  audience: RecommendationAudience;
  chips?: RecommendationChips;
}

function Chips({ chips }: { chips: RecommendationChips }) {
  const t = useT();
  const items = [t(`rec.pattern.${chips.pattern}` as MessageKey)];
  if (chips.reportCount != null) {
    items.push(
      chips.reportCount === 1 ? t('rec.reportsOne') : t('rec.reportsOther', { count: chips.reportCount }),
    );
  }
  if (chips.deathCount != null) {
    items.push(
      chips.deathCount === 1 ? t('rec.fatalityOne') : t('rec.fatalityOther', { count: chips.deathCount }),
    );
  }
  return (
    <ul className="mb-4 flex flex-wrap gap-2" data-testid="recommendation-chips">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-900">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** 'Generating AI recommendations…' with a tip that changes every 4 s. */
function Generating() {
  const t = useT();
  const [tip, setTip] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTip((n) => (n + 1) % TIP_COUNT), TIP_ROTATION_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <Spinner />
      <p className="font-semibold text-slate-900">{t('rec.generating')}</p>
      <p className="text-sm text-slate-700" data-testid="recommendation-tip">
        {t(`rec.tip${tip + 1}` as MessageKey)}
      </p>
    </div>
  );
}

function Content({ barangay, audience }: { barangay: string; audience: RecommendationAudience }) {
  const t = useT();
  const query = useQuery(recommendationQuery(barangay, audience));
  if (query.isFetching && !query.data) return <Generating />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-red-900">
        <p className="font-bold">{t('rec.failed')}</p>
        <p className="text-sm">{translateError(query.error, t('rec.unknownError'))}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="min-h-11 rounded-full bg-red-800 px-5 text-sm font-semibold text-white hover:bg-red-900"
        >
          {t('rec.retry')}
        </button>
      </div>
    );
  }
  if (!query.data) return <p className="text-slate-800">{t('rec.empty')}</p>;
  return (
    <Suspense fallback={<Generating />}>
      <RecommendationResult recommendation={query.data} />
    </Suspense>
  );
}

/**
 * The AI recommendations dialog of a barangay (admin section 2): header chips, then loading with rotating
 * tips, the error with Retry, 'No AI recommendations available.', or the advice. Residents get the
 * resident wording (audience 'resident').
 */
export function RecommendationsDialog({
  open,
  onClose,
  barangay,
  audience,
  chips,
}: RecommendationsDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('rec.title', { barangay })} size="lg">
      {chips ? <Chips chips={chips} /> : null}
      {open ? <Content barangay={barangay} audience={audience} /> : null}
    </Modal>
  );
}
