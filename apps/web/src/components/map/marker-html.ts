import { divIcon, type Evented, type LeafletKeyboardEvent } from 'leaflet';

/**
 * DOM marker icons: a coloured disc with a white glyph and an optional status dot. Colours come from
 * marker-style (inline, since they vary per marker); the element itself is what Leaflet makes focusable.
 */
export function discIcon(options: {
  color: string;
  glyph?: string;
  dot?: string;
  label?: string;
  size?: number;
  /**
   * Drawn this many pixels above its point, with a stem of that length down to the point (a cluster's
   * badge over its circle, clear of the members' buttons inside it).
   */
  raise?: number;
}) {
  const size = options.size ?? 28;
  const raise = options.raise ?? 0;
  const glyph = options.glyph
    ? `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" style="position:absolute;inset:18%;width:64%;height:64%;fill:#fff"><path d="${options.glyph}"/></svg>`
    : '';
  const label = options.label
    ? `<span aria-hidden="true" style="position:absolute;inset:0;display:flex;align-items:center;justify-content:center;color:#fff;font:700 ${Math.round(size * 0.42)}px system-ui,sans-serif">${options.label}</span>`
    : '';
  const dot = options.dot
    ? `<span data-status-dot="${options.dot}" aria-hidden="true" style="position:absolute;top:-2px;right:-2px;width:11px;height:11px;border-radius:9999px;border:1.5px solid #fff;background:${options.dot}"></span>`
    : '';
  // The stem takes no pointer events and lies outside the element's box: what is under it stays clickable.
  const stem = raise
    ? `<span aria-hidden="true" style="position:absolute;left:50%;top:100%;width:2px;margin-left:-1px;height:${raise}px;background:${options.color};pointer-events:none"></span>`
    : '';
  return divIcon({
    // Tailwind classes: a visible focus ring for keyboard users.
    className:
      'dengue-map-marker rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
    html: `<span style="position:relative;display:block;width:${size}px;height:${size}px;border-radius:9999px;border:2px solid #fff;box-shadow:0 1px 3px rgb(0 0 0 / .45);background:${options.color}">${glyph}${label}${dot}</span>${stem}`,
    iconSize: [size, size],
    iconAnchor: raise ? [size / 2, size + raise] : [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
  });
}

/** Gives a Leaflet marker's focusable element its accessible name once it is on the map. */
export function nameOnAdd(element: HTMLElement | undefined, name: string): void {
  element?.setAttribute('aria-label', name);
}

/**
 * Runs `action` on a click, and on Enter or Space while the marker has focus: Leaflet only does the
 * keyboard part for popups bound with bindPopup, and these markers open a popup the page controls.
 */
export function onActivate(layer: Evented, action: () => void): void {
  layer.on('click', action);
  layer.on('keypress', (event) => {
    const key = (event as LeafletKeyboardEvent).originalEvent;
    if (key.key === 'Enter' || key.key === ' ') {
      key.preventDefault();
      action();
    }
  });
}
