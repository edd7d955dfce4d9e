/**
 * Every stored photo has a thumbnail beside it, at most 400 px on its longer side: the same key with
 * `.thumb.webp` in place of `.webp` (the server stores both, apps/api/src/lib/images.ts). Screens showing a
 * photo small (cards, grids, popups) ask for the thumbnail, so a phone downloads a fraction of the bytes.
 */
export const THUMBNAIL_MAX_PX = 400;

/** The thumbnail's key or URL for a stored photo's key or URL; anything else comes back unchanged. */
export function thumbnailUrlFor(url: string): string {
  return url.replace(/(?<!\.thumb)\.webp(?=$|[?#])/, '.thumb.webp');
}
