import { MAP_DEFAULTS, type MarkerArea, type ReportMarker } from '@dengue/core';
import { type Map as LeafletMap, layerGroup, marker } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import { REPORT_TYPE_GLYPHS } from '../../../../components/map/map-icons';
import { discIcon, nameOnAdd, onActivate } from '../../../../components/map/marker-html';
import { reportMarkerColor, STATUS_DOT_COLORS } from '../../../../components/map/marker-style';
import { t, translateValue } from '../../../../i18n/language-store';
import {
  DOM_MARKER_LIMIT,
  type LatLng,
  MARKER_BUTTON_ZOOM,
  spreadCoLocated,
} from '../../model/marker-layout';
import { type HybridItem, HybridPointLayer } from '../markers/hybrid-point-layer';
import { paintDots, spriteFor } from '../markers/map-sprites';
import { type AreaGroup, addReportNearClicks, areaGroups } from '../markers/report-near-clicks';
import '../../../../i18n/en/map';

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
  `${t('map.typeIn', { type: translateValue('reportType', r.report_type), barangay: r.barangay })}${
    r.isInCluster ? t('map.markerClusterMember') : ''
  }${withStatus ? `, ${translateValue('reportStatus', r.status)}` : ''}`;

interface Props {
  placed: PlacedReport[];
  /** Counts per area of crowded marker tiles (the public map, decision 047). */
  areas?: readonly MarkerArea[];
  /** Admin maps: the status dot on each marker. */
  showStatusDot: boolean;
  onSelect?: (item: PlacedReport) => void;
  /** Paint every marker on the canvas (the landing preview, which is not interactive). */
  canvasOnly?: boolean;
  /** Below this zoom the markers are pictures, not buttons (MARKER_BUTTON_ZOOM). */
  interactiveFromZoom?: number;
}

const NO_AREAS: readonly MarkerArea[] = [];

/** Area counts: dark slate, as the button groups (a count is none of the marker kinds). */
const AREA_COLOR = '#334155';
const AREA_BADGE = 26;
const LONE_DOT_RADIUS = 6;

/**
 * The breeding-site markers: DOM icons when few are in view, canvas sprites when many (decision 009); below
 * the button zoom (decision 016) a count per area, or a lone report's dot (decision 034). A click within
 * 24 px of a report reaches it before the barangay under it (report-near-clicks.ts). The counts of crowded
 * marker tiles (decision 047) join those areas, and from the button zoom are buttons of their own.
 */
export function ReportMarkersLayer({
  placed,
  areas = NO_AREAS,
  showStatusDot,
  onSelect,
  canvasOnly = false,
  interactiveFromZoom = 0,
}: Props) {
  const map = useMap();
  const select = useRef(onSelect);
  select.current = onSelect;
  const selectable = Boolean(onSelect);
  // What the painter and the drawn count read: the reports and areas of the latest data (set below).
  const shown = useRef<Shown>({ groupsAt: () => [], areaReports: 0 });
  const [layer, setLayer] = useState<HybridPointLayer<PlacedReport> | null>(null);
  // The layer (and its canvas, a large allocation on a phone) lives as long as how it draws is unchanged;
  // new data (each marker tile's answer) only hands it new items, below.
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
        if (zoom < MARKER_BUTTON_ZOOM) {
          // Counts per area rather than dots a few pixels apart that no finger can tell apart.
          const origin = map.getPixelOrigin();
          const lone: { x: number; y: number; fill: string; ring: string }[] = [];
          for (const group of shown.current.groupsAt(zoom)) {
            const x = group.x - origin.x;
            const y = group.y - origin.y;
            if (group.count === 1) {
              const r = group.members[0]!.report;
              lone.push({
                x,
                y,
                fill: reportMarkerColor(r.isInCluster),
                ring: showStatusDot ? STATUS_DOT_COLORS[r.status] : '#ffffff',
              });
              continue;
            }
            const badge = spriteFor({ color: AREA_COLOR, label: String(group.count) }, AREA_BADGE);
            ctx.drawImage(badge.image, x - badge.size / 2, y - badge.size / 2, badge.size, badge.size);
          }
          paintDots(ctx, lone, LONE_DOT_RADIUS, 2);
          return;
        }
        const size = zoom >= 15 ? 26 : 18;
        for (const { item, x, y } of inView) {
          const r = item.report;
          const sprite = spriteFor(
            {
              color: reportMarkerColor(r.isInCluster),
              glyph: REPORT_TYPE_GLYPHS[r.report_type],
              dot: showStatusDot ? STATUS_DOT_COLORS[r.status] : undefined,
            },
            size,
          );
          ctx.drawImage(sprite.image, x - size / 2, y - size / 2, size, size);
        }
      },
      onDrawn: (mode, drawn) => {
        // The painted counts of crowded tiles' areas are reports drawn too.
        const count = mode === 'canvas' ? drawn + shown.current.areaReports : drawn;
        map.getContainer().dataset.reportMarkers = `${mode}:${count}`;
        if (count > 0 && !performance.getEntriesByName('dengue-map:markers').length) {
          // The canvas paints synchronously as the layer is added; the DOM markers show in the next frame.
          requestAnimationFrame(() => performance.mark('dengue-map:markers'));
        }
      },
    });
    setLayer(layer);
    return () => layer.destroy();
  }, [map, showStatusDot, canvasOnly, interactiveFromZoom]);

  useEffect(() => {
    if (!layer) return;
    const groupsAt = areaGroups(map, placed, areas);
    shown.current = { groupsAt, areaReports: areas.reduce((sum, area) => sum + area.count, 0) };
    layer.setItems(placed);
    const removeAreaButtons = canvasOnly ? undefined : addAreaButtons(map, areas);
    // Above the cluster canvas (440): a report near a cluster circle is the report's.
    const removeClicks = selectable
      ? addReportNearClicks(map, placed, groupsAt, 460, (item) => select.current?.(item))
      : undefined;
    return () => {
      removeClicks?.();
      removeAreaButtons?.();
    };
  }, [map, layer, placed, areas, canvasOnly, selectable]);
  return null;
}

interface Shown {
  /** The reports and areas grouped as a zoom level draws them. */
  groupsAt: (zoom: number) => AreaGroup<PlacedReport>[];
  /** The reports counted in the areas of crowded tiles, drawn as counts. */
  areaReports: number;
}

/**
 * From the button zoom, the counts of crowded marker tiles (decision 047) as buttons that zoom in two
 * levels towards their area; below it they are painted in the area groups with the reports.
 */
function addAreaButtons(map: LeafletMap, areas: readonly MarkerArea[]): () => void {
  if (areas.length === 0) return () => undefined;
  const group = layerGroup(
    areas.map((area) => {
      const m = marker([area.lat, area.lng], {
        icon: discIcon({ color: AREA_COLOR, label: String(area.count) }),
        riseOnHover: true,
      });
      m.on('add', () => nameOnAdd(m.getElement(), t('map.areaCount', { count: String(area.count) })));
      onActivate(m, () => map.setView([area.lat, area.lng], Math.min(map.getZoom() + 2, map.getMaxZoom())));
      return m;
    }),
  );
  const show = () => {
    if (map.getZoom() >= MARKER_BUTTON_ZOOM) group.addTo(map);
    else group.remove();
  };
  show();
  map.on('zoomend', show);
  return () => {
    map.off('zoomend', show);
    group.remove();
  };
}
