import { RecommendationsSlot } from '../../../components/recommendations-slot';
import { AdminMapView } from '../../../features/mapping/components/admin-map-view';
import { AdminRecommendationsButton } from '../recommendations-buttons';

/** /admin/mapping: the mapping feature's admin map, with the admin wording of a barangay's recommendations. */
export function AdminMappingPage() {
  return (
    <RecommendationsSlot.Provider value={AdminRecommendationsButton}>
      <AdminMapView />
    </RecommendationsSlot.Provider>
  );
}
