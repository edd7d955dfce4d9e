/** A card shows at most 4 photos; the last tile carries '+N' for the ones not shown (resident section 9). */
export const CARD_IMAGE_LIMIT = 4;

export interface ImageTile {
  src: string;
  /** How many photos are hidden behind this tile (only the last shown tile, only when some are hidden). */
  more: number;
}

export function imageTiles(images: readonly string[], limit = CARD_IMAGE_LIMIT): ImageTile[] {
  const shown = images.slice(0, limit);
  const hidden = images.length - shown.length;
  return shown.map((src, index) => ({ src, more: index === shown.length - 1 ? hidden : 0 }));
}
