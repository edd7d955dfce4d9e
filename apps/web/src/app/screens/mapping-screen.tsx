import { ResidentAlertBanner } from '../../features/alerts/components/resident-alert-banner';
import { MappingPage } from '../../features/mapping/components/mapping-page';

/** /mapping with the dengue-alert banner of a signed-in resident above it. */
export function MappingScreen() {
  return <MappingPage banner={<ResidentAlertBanner />} />;
}
