/**
 * What a page can ask of a map it shows (admin section 2, Map component: pan, zoom, highlight and clear
 * highlight of a marker, show popup). Ids are report ids; unknown or hidden ids are ignored.
 */
export interface MapHandle {
  panTo(lat: number, lng: number): void;
  zoomTo(zoom: number): void;
  highlightMarker(id: string): void;
  clearHighlight(): void;
  showPopup(id: string): void;
}
