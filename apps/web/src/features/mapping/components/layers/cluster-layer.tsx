import { MAP_DEFAULTS } from '@dengue/core';
import { circle, featureGroup, latLng, marker } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import { discIcon, nameOnAdd, onActivate } from '../../../../components/map/marker-html';
import { clusterColor, isClusterSettled } from '../../../../components/map/marker-style';
import { t } from '../../../../i18n/language-store';
import type { MapCluster } from '../../api/map-layers-queries';
import { offsetMeters } from '../../model/marker-layout';
import { type HybridItem, HybridPointLayer } from '../markers/hybrid-point-layer';
import { spriteFor } from '../markers/map-sprites';
import '../../../../i18n/en/map';

interface PlacedCluster extends HybridItem {
  cluster: MapCluster;
}

/** Clusters drawn as DOM circles and badges while few are in view. */
const CLUSTER_DOM_LIMIT = 150;

/**
 * A button's badge stands this far (pixels) above its circle's top: the members' 28 px buttons lie inside
 * the circle (their spread spot at most 2 m beyond it), so a badge in the middle, as the canvas draws it,
 * would sit on them and neither could be pressed (WCAG 2.5.8; decision 016).
 */
const BADGE_RAISE = 18;
const BADGE_SIZE = 26;

const clusterName = (c: MapCluster) =>
  t('map.clusterName', {
    count: c.breakdown.total_reports,
    where: c.barangay ? t('map.clusterWhere', { barangay: c.barangay }) : '',
    state: t(
      c.isResolved
        ? 'map.clusterResolved'
        : isClusterSettled(c)
          ? 'map.clusterValidated'
          : 'map.clusterNeedsReview',
    ),
  });

/**
 * Cluster circles with a count badge (admin section 2): green when resolved or all validated, else red;
 * radius from the server (farthest report + 6 m, at least 8 m). A click on the circle or the badge (or
 * Enter on the focused badge) fits the circle in view with 80 px padding. As buttons (from
 * `interactiveFromZoom`) the badge stands on a stem above the circle; painted, it sits in the middle.
 */
export function ClusterLayer({
  clusters,
  interactiveFromZoom = 0,
  clickableCanvas = false,
  onSelect,
}: {
  clusters: readonly MapCluster[];
  /** Below this zoom the circles and badges are pictures, not buttons (see MARKER_BUTTON_ZOOM). */
  interactiveFromZoom?: number;
  /** Painted circles still zoom to their cluster on a click (staff maps; decision 016). */
  clickableCanvas?: boolean;
  /** Staff maps: a cluster that is activated also opens its popup of actions (admin section 7). */
  onSelect?: (cluster: MapCluster) => void;
}) {
  const map = useMap();
  const select = useRef(onSelect);
  select.current = onSelect;
  const [layer, setLayer] = useState<HybridPointLayer<PlacedCluster> | null>(null);
  // The layer (and its canvas) lives as long as how it draws is unchanged; new clusters are new items below.
  useEffect(() => {
    // The circle in view: its centre and radius, whether its button, its picture or its list entry was pressed.
    const zoomTo = (cluster: MapCluster) => {
      map.fitBounds(latLng(cluster.center.lat, cluster.center.lng).toBounds(cluster.radius * 2), {
        padding: [MAP_DEFAULTS.clusterFitPadding, MAP_DEFAULTS.clusterFitPadding],
      });
      select.current?.(cluster);
    };
    const layer = new HybridPointLayer<PlacedCluster>(map, {
      canvasPane: 'cluster-canvas',
      canvasZIndex: 440,
      domLimit: CLUSTER_DOM_LIMIT,
      domFromZoom: interactiveFromZoom,
      dom: ({ cluster, position }, picture) => {
        const color = clusterColor(cluster);
        const ring = circle(position, {
          radius: cluster.radius,
          color,
          weight: 2,
          fillColor: color,
          fillOpacity: 0.15,
          className: 'cluster-circle',
        });
        const badge = marker(offsetMeters(position, 0, cluster.radius), {
          icon: discIcon({
            color,
            label: String(cluster.breakdown.total_reports),
            size: BADGE_SIZE,
            raise: BADGE_RAISE,
          }),
          // In a group of buttons that meet, a picture that still zooms on a click (button-spacing.ts).
          keyboard: !picture,
        });
        if (!picture) badge.on('add', () => nameOnAdd(badge.getElement(), clusterName(cluster)));
        const group = featureGroup([ring, badge]);
        onActivate(group, () => zoomTo(cluster));
        return group;
      },
      spacing: {
        layer: 'cluster',
        // The badge's box: its anchor at the circle's top, the box above the stem.
        button: ({ cluster, position }) => ({
          latlng: offsetMeters(position, 0, cluster.radius),
          offset: [0, -(BADGE_RAISE + BADGE_SIZE / 2)],
          name: clusterName(cluster),
          activate: () => zoomTo(cluster),
        }),
      },
      paint: (ctx, inView, _zoom, metersPerPixel) => {
        for (const { item, x, y } of inView) {
          const color = clusterColor(item.cluster);
          ctx.beginPath();
          ctx.arc(x, y, Math.max(item.cluster.radius / metersPerPixel, 2), 0, Math.PI * 2);
          ctx.fillStyle = color;
          ctx.globalAlpha = 0.15;
          ctx.fill();
          ctx.globalAlpha = 1;
          ctx.lineWidth = 2;
          ctx.strokeStyle = color;
          ctx.stroke();
          const badge = spriteFor({ color, label: String(item.cluster.breakdown.total_reports) }, 20);
          ctx.drawImage(badge.image, x - badge.size / 2, y - badge.size / 2, badge.size, badge.size);
        }
      },
      canvasClick: clickableCanvas
        ? {
            // On the badge (10 px radius, with 2 px to spare) or inside the circle.
            distance: ({ item, x, y }, at, metersPerPixel) => {
              const d = Math.hypot(at.x - x, at.y - y);
              return d <= Math.max(12, item.cluster.radius / metersPerPixel) ? d : null;
            },
            onClick: ({ cluster }) => zoomTo(cluster),
          }
        : undefined,
    });
    setLayer(layer);
    return () => layer.destroy();
  }, [map, interactiveFromZoom, clickableCanvas]);

  useEffect(() => {
    layer?.setItems(
      clusters.map((cluster) => ({
        id: cluster._id,
        position: [cluster.center.lat, cluster.center.lng],
        cluster,
      })),
    );
  }, [layer, clusters]);
  return null;
}
