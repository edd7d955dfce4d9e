import { RecommendationsSlot } from '../../components/recommendations-slot';
import { ResidentAlertBanner } from '../../features/alerts/components/resident-alert-banner';
import { MappingPage } from '../../features/mapping/components/mapping-page';
import { ResidentRecommendationsButton } from './recommendations-buttons';

/**
 * /mapping with the dengue-alert banner of a signed-in resident above it, and the resident wording of the
 * recommendations in a barangay's popup.
 */
export function MappingScreen() {
  return (
    <RecommendationsSlot.Provider value={ResidentRecommendationsButton}>
      <MappingPage banner={<ResidentAlertBanner />} />
    </RecommendationsSlot.Provider>
  );
}
