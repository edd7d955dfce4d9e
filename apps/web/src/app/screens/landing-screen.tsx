import { ResidentAlertBanner } from '../../features/alerts/components/resident-alert-banner';
import { LandingPage } from '../../features/landing/components/landing-page';

const loadMapPreview = () =>
  import('../../features/mapping/components/map-preview').then((module) => module.MapPreview);

/** /home: the landing page with the mapping feature's preview, loaded when it nears the viewport. */
export function LandingScreen() {
  return <LandingPage loadMapPreview={loadMapPreview} banner={<ResidentAlertBanner />} />;
}
