import { type Cluster, MAP_DEFAULTS } from '@dengue/core';
import { circle, featureGroup, marker } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { t } from '../../../i18n/language-store';
import { clusterColor, isClusterSettled } from '../model/marker-style';
import { type HybridItem, HybridPointLayer } from './hybrid-point-layer';
import { spriteFor } from './map-sprites';
import { discIcon, nameOnAdd, onActivate } from './marker-html';
import '../../../i18n/en/map';

interface PlacedCluster extends HybridItem {
  cluster: Cluster;
}

/** Clusters drawn as DOM circles and badges while few are in view. */
const CLUSTER_DOM_LIMIT = 150;

const clusterName = (c: Cluster) =>
  t('map.clusterName', {
    count: c.reports.length,
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
 * Enter on the focused badge) fits the circle in view with 80 px padding.
 */
export function ClusterLayer({
  clusters,
  interactiveFromZoom = 0,
}: {
  clusters: readonly Cluster[];
  /** Below this zoom the circles and badges are pictures, not buttons (see RESIDENT_TARGET_ZOOM). */
  interactiveFromZoom?: number;
}) {
  const map = useMap();
  useEffect(() => {
    const layer = new HybridPointLayer<PlacedCluster>(map, {
      canvasPane: 'cluster-canvas',
      canvasZIndex: 440,
      domLimit: CLUSTER_DOM_LIMIT,
      domFromZoom: interactiveFromZoom,
      dom: ({ cluster, position }) => {
        const color = clusterColor(cluster);
        const ring = circle(position, {
          radius: cluster.radius,
          color,
          weight: 2,
          fillColor: color,
          fillOpacity: 0.15,
          className: 'cluster-circle',
        });
        const badge = marker(position, {
          icon: discIcon({ color, label: String(cluster.reports.length), size: 26 }),
          keyboard: true,
        });
        badge.on('add', () => nameOnAdd(badge.getElement(), clusterName(cluster)));
        const group = featureGroup([ring, badge]);
        onActivate(group, () =>
          map.fitBounds(ring.getBounds(), {
            padding: [MAP_DEFAULTS.clusterFitPadding, MAP_DEFAULTS.clusterFitPadding],
          }),
        );
        return group;
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
          const badge = spriteFor({ color, label: String(item.cluster.reports.length) }, 20);
          ctx.drawImage(badge.image, x - badge.size / 2, y - badge.size / 2, badge.size, badge.size);
        }
      },
    });
    layer.setItems(
      clusters.map((cluster) => ({
        id: cluster._id,
        position: [cluster.center.lat, cluster.center.lng],
        cluster,
      })),
    );
    return () => layer.destroy();
  }, [map, clusters, interactiveFromZoom]);
  return null;
}
