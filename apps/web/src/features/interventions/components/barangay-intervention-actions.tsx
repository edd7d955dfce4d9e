import { canAddIntervention, type PatternType } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/language-store';
import { recommendationCardsQuery } from '../api/recommendation-queries';
import { AddInterventionDialog } from './add-intervention-dialog';
import { BarangayInterventionsDialog } from './barangay-interventions-dialog';
import '../../../i18n/en/actions';

const buttonClass =
  'min-h-11 rounded-full border-2 border-blue-800 px-4 text-sm font-semibold text-blue-900 hover:bg-blue-50';

/**
 * A pattern card's intervention button (admin section 4): 'Add Intervention' for a spike or an increase
 * with nothing ongoing or scheduled, otherwise 'View Interventions'. The counts come from the engine's
 * cards (one call for every card on the page).
 */
export function BarangayInterventionActions({
  barangay,
  pattern,
}: {
  barangay: string;
  pattern: PatternType;
}) {
  const t = useT();
  const cards = useQuery(recommendationCardsQuery());
  const [open, setOpen] = useState<'add' | 'view' | null>(null);
  const card = cards.data?.data.find((item) => item.barangay === barangay);
  if (!cards.data) return null;
  const inProgress = (card?.ongoing_interventions ?? 0) + (card?.scheduled_interventions ?? 0);
  const canAdd = card ? card.can_add_intervention : canAddIntervention(pattern, inProgress);
  return (
    <>
      {canAdd ? (
        <button type="button" className={buttonClass} onClick={() => setOpen('add')}>
          {t('actions.addIntervention')}
          <span className="sr-only"> {barangay}</span>
        </button>
      ) : (
        <button type="button" className={buttonClass} onClick={() => setOpen('view')}>
          {t('actions.viewInterventions')}
          <span className="sr-only"> {barangay}</span>
        </button>
      )}
      {open === 'add' ? (
        <AddInterventionDialog
          open
          onClose={() => setOpen(null)}
          initialBarangay={barangay}
          initialType={card?.interventionType}
        />
      ) : null}
      {open === 'view' ? (
        <BarangayInterventionsDialog barangay={barangay} open onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
