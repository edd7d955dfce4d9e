import { CITY_OUTLINE_BOUNDS, CITY_PICTURE_MARGIN, worldPoint } from '@dengue/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { CITY_VIEW } from '../model/map-views';

/** The city's box on the Web Mercator world at zoom 0 (pixels). */
const nw = worldPoint(CITY_OUTLINE_BOUNDS.west, CITY_OUTLINE_BOUNDS.north);
const se = worldPoint(CITY_OUTLINE_BOUNDS.east, CITY_OUTLINE_BOUNDS.south);
const CITY_WIDTH_Z0 = se.x - nw.x;
const CITY_HEIGHT_Z0 = se.y - nw.y;
/** The picture holds the city's box and a margin around it: it fills the map's box, as the map will. */
const PICTURE_SPAN = 1 + 2 * CITY_PICTURE_MARGIN;

/**
 * The zoom Leaflet's fitBounds gives the city's box in a map of this size with CITY_VIEW's padding: the
 * largest whole zoom (zoomSnap 1) at which the box fits inside the map less the padding on both sides.
 */
export function cityFitZoom(width: number, height: number): number {
  const [padX, padY] = CITY_VIEW.padding;
  const scale = Math.min((width - 2 * padX) / CITY_WIDTH_Z0, (height - 2 * padY) / CITY_HEIGHT_Z0);
  return Math.floor(Math.log2(scale));
}

/**
 * The barangays of the city as a still picture (public/city-map.svg, `npm run build:city-picture`), drawn
 * where and as large as the resident map's first view will draw them: the box shows the city at once, not
 * after the map's code and data have arrived, and the map then takes its place without a jump (decision
 * 046, 2026-11-28 section). Decorative: the map region and its status say what it is.
 */
export function CityPicture() {
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setZoom(cityFitZoom(element.clientWidth, element.clientHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = zoom === null ? 0 : 2 ** zoom;
  const width = Math.round(CITY_WIDTH_Z0 * PICTURE_SPAN * scale);
  const height = Math.round(CITY_HEIGHT_Z0 * PICTURE_SPAN * scale);
  return (
    <div ref={box} aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
      {zoom === null ? null : (
        <img
          src="/city-map.svg"
          alt=""
          width={width}
          height={height}
          // Larger than the box on purpose (it is clipped there): neither shrunk as a flex item nor to 100%.
          style={{ width, height }}
          className="max-w-none shrink-0"
        />
      )}
    </div>
  );
}
