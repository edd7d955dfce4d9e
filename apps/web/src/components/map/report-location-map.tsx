import 'leaflet/dist/leaflet.css';
import { MAP_DEFAULTS, type ReportType } from '@dengue/core';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { REPORT_TYPE_GLYPHS } from './map-icons';
import { discIcon } from './marker-html';
import { reportMarkerColor } from './marker-style';

export interface ReportLocationMapProps {
  lat: number;
  lng: number;
  reportType: ReportType;
  isInCluster: boolean;
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
}

/** The report's spot at zoom 17 (resident section 9, 'a given point'); lazily loaded with Leaflet. */
export function ReportLocationMap({
  lat,
  lng,
  reportType,
  isInCluster,
  tileUrl,
  tileAttribution,
}: ReportLocationMapProps) {
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={MAP_DEFAULTS.pointZoom}
      className="size-full"
      scrollWheelZoom={false}
    >
      {tileUrl ? <TileLayer url={tileUrl} attribution={tileAttribution ?? ''} /> : null}
      <Marker
        position={[lat, lng]}
        icon={discIcon({ color: reportMarkerColor(isInCluster), glyph: REPORT_TYPE_GLYPHS[reportType] })}
        keyboard={false}
        interactive={false}
      />
    </MapContainer>
  );
}
