import { PATTERN_COLORS } from '@dengue/core';

/** The SVG pattern's id: a barangay with no data is filled with it, so it reads apart from 'No Change'. */
export const NO_DATA_PATTERN_ID = 'no-data-hatch';
export const NO_DATA_FILL = `url(#${NO_DATA_PATTERN_ID})`;

/**
 * The legend's swatch of the same hatch (CSS, as the legend is no SVG): grey stripes on a pale ground,
 * where 'No Change' is the solid grey.
 */
export const NO_DATA_SWATCH = `repeating-linear-gradient(45deg, ${PATTERN_COLORS.none} 0 2px, #edf2f7 2px 5px)`;

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Puts the hatch's definition in the page once (a hidden SVG at the end of the body), where every map's
 * polygons can refer to it by id: Leaflet draws each map in an SVG of its own, and more than one map may
 * be on a page. Grey diagonal lines on a pale ground: 'No Data' differs from 'No Change' (solid grey) by
 * its texture, not only by a colour (WCAG 1.4.1).
 */
export function ensureNoDataPattern(): void {
  if (typeof document === 'undefined' || document.getElementById(NO_DATA_PATTERN_ID)) return;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('width', '0');
  svg.setAttribute('height', '0');
  svg.style.position = 'absolute';
  svg.innerHTML = `<defs><pattern id="${NO_DATA_PATTERN_ID}" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="7" height="7" fill="#edf2f7" fill-opacity="0.55"/><rect width="2.5" height="7" fill="${PATTERN_COLORS.none}"/></pattern></defs>`;
  document.body.appendChild(svg);
}
