import { lazy, Suspense } from 'react';
import type { BarangayRecommendationProps } from '../../components/recommendations-slot';

// Its own chunk: a map screen downloads it when a popup first shows a barangay, not with its first paint.
const RecommendationsButton = lazy(() =>
  import('../../features/recommendations/components/recommendations-button').then((module) => ({
    default: module.RecommendationsButton,
  })),
);

/** The resident wording, for /mapping (residents and visitors). */
export function ResidentRecommendationsButton(props: BarangayRecommendationProps) {
  return (
    <Suspense fallback={null}>
      <RecommendationsButton audience="resident" {...props} />
    </Suspense>
  );
}

/** The admin wording (p-values, the officers' measures), for the admin map. */
export function AdminRecommendationsButton(props: BarangayRecommendationProps) {
  return (
    <Suspense fallback={null}>
      <RecommendationsButton audience="admin" {...props} />
    </Suspense>
  );
}
