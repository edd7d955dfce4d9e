import { useDocumentTitle } from '../../../lib/use-document-title';
import { HeroSection } from './hero-section';
import { MapPreviewSlot } from './map-preview-slot';
import { ShareReportBox } from './share-report-box';
import { ValueCards } from './value-cards';

export function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <HeroSection />
      <MapPreviewSlot />
      <ValueCards />
      <ShareReportBox />
    </>
  );
}
