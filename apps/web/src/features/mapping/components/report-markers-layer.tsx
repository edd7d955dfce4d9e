import { MAP_DEFAULTS, type ReportMarker } from '@dengue/core';
import { marker } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { REPORT_TYPE_GLYPHS } from '../../../components/map/map-icons';
import { discIcon, nameOnAdd, onActivate } from '../../../components/map/marker-html';
import { reportMarkerColor, STATUS_DOT_COLORS } from '../../../components/map/marker-style';
import { t, translateMessage } from '../../../i18n/language-store';
import { DOM_MARKER_LIMIT, type LatLng, spreadCoLocated } from '../model/marker-layout';
import { type HybridItem, HybridPointLayer } from './hybrid-point-layer';
import { canvasLookAt, paintDots, spriteFor } from './map-sprites';
import '../../../i18n/en/map';

export interface PlacedReport extends HybridItem {
  report: ReportMarker;
}

/** Each report at its point, co-located ones spread on the 8 m circle. */
export function placeReports(reports: readonly ReportMarker[]): PlacedReport[] {
  const positionOf = (r: ReportMarker): LatLng => [
    r.specific_location.coordinates[1],
    r.specific_location.coordinates[0],
  ];
  const placed = spreadCoLocated(reports, positionOf, MAP_DEFAULTS.markerSpreadMeters);
  return reports.map((report) => ({ id: report._id, position: placed.get(report)!, report }));
}

export const reportMarkerName = (r: ReportMarker, withStatus: boolean) =>
  `${t('map.typeIn', { type: translateMessage(r.report_type), barangay: r.barangay })}${
    r.isInCluster ? t('map.markerClusterMember') : ''
  }${withStatus ? `, ${translateMessage(r.status)}` : ''}`;

interface Props {
  placed: PlacedReport[];
  /** Admin maps: the status dot on each marker. */
  showStatusDot: boolean;
  onSelect?: (item: PlacedReport) => void;
  /** Paint every marker on the canvas (the landing preview, which is not interactive). */
  canvasOnly?: boolean;
  /** Below this zoom the markers are pictures, not buttons (MARKER_BUTTON_ZOOM). */
  interactiveFromZoom?: number;
  /** Painted markers still open their popup on a click (staff maps; decision 016). */
  clickableCanvas?: boolean;
}

/** A click this close to a painted marker's centre (pixels) hits it, however small the dot. */
const MIN_HIT_RADIUS = 8;

/**
 * The breeding-site markers: DOM icons when few are in view, canvas sprites when many (decision 009) or
 * below the button zoom (decision 016).
 */
export function ReportMarkersLayer({
  placed,
  showStatusDot,
  onSelect,
  canvasOnly = false,
  interactiveFromZoom = 0,
  clickableCanvas = false,
}: Props) {
  const map = useMap();
  const select = useRef(onSelect);
  select.current = onSelect;
  useEffect(() => {
    const layer = new HybridPointLayer<PlacedReport>(map, {
      canvasPane: 'report-markers-canvas',
      canvasZIndex: 460,
      domLimit: canvasOnly ? 0 : DOM_MARKER_LIMIT,
      domFromZoom: interactiveFromZoom,
      dom: (item, picture) => {
        const r = item.report;
        const m = marker(item.position, {
          icon: discIcon({
            color: reportMarkerColor(r.isInCluster),
            glyph: REPORT_TYPE_GLYPHS[r.report_type],
            dot: showStatusDot ? STATUS_DOT_COLORS[r.status] : undefined,
          }),
          // A picture in a group still opens on a click; the group's button is its keyboard path.
          keyboard: !picture,
          riseOnHover: true,
        });
        if (!picture) m.on('add', () => nameOnAdd(m.getElement(), reportMarkerName(r, showStatusDot)));
        onActivate(m, () => select.current?.(item));
        return m;
      },
      spacing: {
        layer: 'report',
        button: (item) => ({
          latlng: item.position,
          name: reportMarkerName(item.report, showStatusDot),
          activate: () => select.current?.(item),
        }),
      },
      paint: (ctx, inView, zoom) => {
        const look = canvasLookAt(zoom);
        if (look.kind === 'dot') {
          const dots = inView.map(({ item, x, y }) => ({
            x,
            y,
            fill: reportMarkerColor(item.report.isInCluster),
            ring: showStatusDot ? STATUS_DOT_COLORS[item.report.status] : '#ffffff',
          }));
          paintDots(ctx, dots, look.radius, showStatusDot ? 2 : 1);
          return;
        }
        for (const { item, x, y } of inView) {
          const r = item.report;
          const sprite = spriteFor(
            {
              color: reportMarkerColor(r.isInCluster),
              glyph: REPORT_TYPE_GLYPHS[r.report_type],
              dot: showStatusDot ? STATUS_DOT_COLORS[r.status] : undefined,
            },
            look.size,
          );
          ctx.drawImage(sprite.image, x - look.size / 2, y - look.size / 2, look.size, look.size);
        }
      },
      canvasClick: clickableCanvas
        ? {
            distance: ({ x, y }, at) => {
              const look = canvasLookAt(map.getZoom());
              const radius = Math.max(look.kind === 'dot' ? look.radius + 2 : look.size / 2, MIN_HIT_RADIUS);
              const d = Math.hypot(at.x - x, at.y - y);
              return d <= radius ? d : null;
            },
            onClick: (item) => select.current?.(item),
          }
        : undefined,
      onDrawn: (mode, count) => {
        map.getContainer().dataset.reportMarkers = `${mode}:${count}`;
        if (count > 0 && !performance.getEntriesByName('dengue-map:markers').length) {
          // The canvas paints synchronously as the layer is added; the DOM markers show in the next frame.
          requestAnimationFrame(() => performance.mark('dengue-map:markers'));
        }
      },
    });
    layer.setItems(placed);
    return () => layer.destroy();
  }, [map, placed, showStatusDot, canvasOnly, interactiveFromZoom, clickableCanvas]);
  return null;
}
