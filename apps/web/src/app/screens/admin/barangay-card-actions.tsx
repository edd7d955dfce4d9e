import type { BarangayRecommendationProps } from '../../../components/recommendations-slot';
import { BarangayInterventionActions } from '../../../features/interventions/components/barangay-intervention-actions';
import { RecommendationsButton } from '../../../features/recommendations/components/recommendations-button';

/**
 * The buttons of a barangay pattern card on /admin/analytics (admin section 2): the recommendations
 * dialog in the admin wording, and 'Add Intervention' or 'View Interventions'.
 */
export function BarangayCardActions({ barangay, chips, className = '' }: BarangayRecommendationProps) {
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <RecommendationsButton barangay={barangay} audience="admin" chips={chips} />
      <BarangayInterventionActions barangay={barangay} pattern={chips?.pattern ?? 'none'} />
    </div>
  );
}
