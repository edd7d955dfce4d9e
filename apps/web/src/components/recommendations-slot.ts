import type { PatternType } from '@dengue/core';
import { type ComponentType, createContext, useContext } from 'react';

/** What a barangay's card or map popup knows of it, for the recommendations dialog's header chips. */
export interface BarangayRecommendationProps {
  barangay: string;
  chips?: { pattern: PatternType; reportCount?: number | null; deathCount?: number | null };
  className?: string;
  /** 'secondary' (outlined) where another button on the card is the main action. */
  variant?: 'primary' | 'secondary';
}

/**
 * The recommendations feature's 'View Recommendations' button with its dialog, put here by app/ for the
 * screens that show a barangay (the map popup): features never import each other. The provider picks the
 * wording (resident or admin); without one no button is shown.
 */
export const RecommendationsSlot = createContext<ComponentType<BarangayRecommendationProps> | null>(null);

export const useRecommendationsButton = () => useContext(RecommendationsSlot);

/**
 * The actions of a barangay pattern card on /admin/analytics (admin section 2): 'View Recommendations',
 * and 'View Interventions' or 'Add Intervention'. app/ composes them from the recommendations and
 * interventions features.
 */
export const BarangayActionsSlot = createContext<ComponentType<BarangayRecommendationProps> | null>(null);

export const useBarangayActions = () => useContext(BarangayActionsSlot);
