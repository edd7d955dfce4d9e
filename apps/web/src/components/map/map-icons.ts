import type { InterventionType, ReportType } from '@dengue/core';

/**
 * One glyph per breeding-site and intervention type: SVG path data on a 24 x 24 grid, drawn white on the
 * marker's coloured disc. The same data draws the DOM markers, the canvas sprites (Path2D) and the legend.
 */
export const REPORT_TYPE_GLYPHS: Record<ReportType, string> = {
  // A drop of water.
  'Stagnant Water': 'M12 3c0 0-6.5 7.2-6.5 11.5a6.5 6.5 0 0 0 13 0C18.5 10.2 12 3 12 3z',
  // Two bands of waves.
  'Standing Water':
    'M3 8.5c2.2 0 2.2-2 4.5-2s2.3 2 4.5 2 2.2-2 4.5-2 2.3 2 4.5 2v3c-2.2 0-2.2-2-4.5-2s-2.3 2-4.5 2-2.2-2-4.5-2-2.3 2-4.5 2zM3 14.5c2.2 0 2.2-2 4.5-2s2.3 2 4.5 2 2.2-2 4.5-2 2.3 2 4.5 2v3c-2.2 0-2.2-2-4.5-2s-2.3 2-4.5 2-2.2-2-4.5-2-2.3 2-4.5 2z',
  // A rubbish bin with its lid.
  'Uncollected Garbage or Trash': 'M9 2.5h6v2h5v2.5H4V4.5h5zM5.5 8.5h13L17.3 21H6.7z',
  // An exclamation mark.
  Others: 'M10.3 3.5h3.4l-.6 11h-2.2zM12 16.5a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4z',
};

export const INTERVENTION_TYPE_GLYPHS: Record<InterventionType, string> = {
  // A cloud of spray.
  Fogging: 'M7 19a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 17.6 9.1 5 5 0 0 1 17 19z',
  // A trap cup with its rim.
  'Ovicidal-Larvicidal Trapping': 'M4 4h16v2.5H4zM6 8h12l-2.2 13H8.2z',
  // A broom: handle and bristles.
  'Clean-up Drive': 'M14.6 2l2.3 1.1-4 8.4h-2.5zM6 13h11l2.5 8H3.5z',
  // A megaphone.
  'Education Campaign': 'M3 9.5h4l8-5v15l-8-5H3zM17 8.5a4.5 4.5 0 0 1 0 7z',
};
