import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HeroSection } from './hero-section';
import { type LoadMapPreview, MapPreviewSlot } from './map-preview-slot';
import { ShareReportBox } from './share-report-box';
import { ValueCards } from './value-cards';

/** The landing page; app/ hands it the mapping feature's preview loader (features do not import each other). */
export function LandingPage({
  loadMapPreview,
  banner,
}: {
  loadMapPreview: LoadMapPreview;
  /** The dengue-alert banner of a signed-in resident, composed in by app/. */
  banner?: ReactNode;
}) {
  useDocumentTitle();
  return (
    <>
      {banner}
      <HeroSection />
      <MapPreviewSlot load={loadMapPreview} />
      <ValueCards />
      <ShareReportBox />
    </>
  );
}
