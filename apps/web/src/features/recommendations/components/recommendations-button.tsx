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
  variant?: 'primary' | 'secondary';
}

const VARIANT_CLASS = {
  primary: 'bg-blue-800 text-white hover:bg-blue-900',
  secondary: 'border-2 border-blue-800 bg-white text-blue-900 hover:bg-blue-50',
} as const;

/** 'View Recommendations' and the dialog it opens (the analytics cards, a barangay's map popup). */
export function RecommendationsButton({
  barangay,
  audience,
  chips,
  className = '',
  variant = 'primary',
}: RecommendationsButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('rec.viewLabel', { barangay })}
        className={`min-h-11 rounded-full px-4 text-sm font-semibold ${VARIANT_CLASS[variant]} ${className}`}
      >
        {t('rec.view')}
      </button>
      {/* In the page's body, not inside the opener: a map popup's styles and events stay out of it. Only
          while open: a list of 142 cards keeps no closed dialogs around. */}
      {open
        ? createPortal(
            <RecommendationsDialog
              open
              onClose={() => setOpen(false)}
              barangay={barangay}
              audience={audience}
              chips={chips}
            />,
            document.body,
          )
        : null}
    </>
  );
}
