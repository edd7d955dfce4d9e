import type { RecommendationAudience } from '@dengue/core';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../../i18n/language-store';
import { type RecommendationChips, RecommendationsDialog } from './recommendations-dialog';
import '../../../i18n/en/recommendations';

export interface RecommendationsButtonProps {
  barangay: string;
  audience: RecommendationAudience;
  chips?: RecommendationChips;
  className?: string;
}

/** 'View Recommendations' and the dialog it opens (the analytics cards, a barangay's map popup). */
export function RecommendationsButton({
  barangay,
  audience,
  chips,
  className = '',
}: RecommendationsButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('rec.viewLabel', { barangay })}
        className={`min-h-11 rounded-full bg-blue-800 px-4 text-sm font-semibold text-white hover:bg-blue-900 ${className}`}
      >
        {t('rec.view')}
      </button>
      {/* In the page's body, not inside the opener: a map popup's styles and events stay out of it. */}
      {createPortal(
        <RecommendationsDialog
          open={open}
          onClose={() => setOpen(false)}
          barangay={barangay}
          audience={audience}
          chips={chips}
        />,
        document.body,
      )}
    </>
  );
}
