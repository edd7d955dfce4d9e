/**
 * Canvas pictures of the map's markers, drawn once per look and size and reused for every marker that
 * shares them: 10,000 markers then cost 10,000 image copies per frame, not 10,000 path fills.
 */

export interface SpriteLook {
  /** Disc colour. */
  color: string;
  /** SVG path data on a 24 x 24 grid, drawn white; omitted on small dots. */
  glyph?: string;
  /** Status dot colour (admin maps). */
  dot?: string;
  /** A number written in the disc (cluster count badges) instead of a glyph. */
  label?: string;
}

export interface Sprite {
  image: HTMLCanvasElement;
  /** CSS pixels. */
  size: number;
}

const cache = new Map<string, Sprite>();
const paths = new Map<string, Path2D>();

const pathOf = (d: string) => {
  let path = paths.get(d);
  if (!path) {
    path = new Path2D(d);
    paths.set(d, path);
  }
  return path;
};

function drawSprite(look: SpriteLook, size: number, ratio: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(size * ratio);
  canvas.height = Math.ceil(size * ratio);
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.scale(ratio, ratio);
  const r = size / 2;
  const ring = size >= 16 ? 2 : 1;
  ctx.beginPath();
  ctx.arc(r, r, r - ring / 2, 0, Math.PI * 2);
  ctx.fillStyle = look.color;
  ctx.fill();
  ctx.lineWidth = ring;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  if (look.label) {
    ctx.fillStyle = '#ffffff';
    ctx.font = `700 ${Math.round(size * 0.45)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(look.label, r, r + 0.5);
  } else if (look.glyph && size >= 16) {
    const inner = size * 0.62;
    ctx.save();
    ctx.translate(r - inner / 2, r - inner / 2);
    ctx.scale(inner / 24, inner / 24);
    ctx.fillStyle = '#ffffff';
    ctx.fill(pathOf(look.glyph));
    ctx.restore();
  }
  if (look.dot) {
    const d = Math.max(4, size * 0.32);
    ctx.beginPath();
    ctx.arc(size - d / 2 - 0.5, d / 2 + 0.5, d / 2, 0, Math.PI * 2);
    ctx.fillStyle = look.dot;
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  }
  return canvas;
}

/** The sprite for a look at a size (CSS pixels), drawn at the screen's pixel ratio and cached. */
export function spriteFor(look: SpriteLook, size: number): Sprite {
  const ratio = Math.min(window.devicePixelRatio || 1, 3);
  const key = `${look.color}|${look.glyph ?? ''}|${look.dot ?? ''}|${look.label ?? ''}|${size}|${ratio}`;
  let sprite = cache.get(key);
  if (!sprite) {
    sprite = { image: drawSprite(look, size, ratio), size };
    cache.set(key, sprite);
  }
  return sprite;
}

/**
 * Dots of many markers, one path per colour pair: a few fills instead of one per marker. `ring` is the
 * outline (the status colour on admin maps, white elsewhere).
 */
export function paintDots(
  ctx: CanvasRenderingContext2D,
  dots: readonly { x: number; y: number; fill: string; ring: string }[],
  radius: number,
  ringWidth: number,
): void {
  const groups = new Map<string, { fill: string; ring: string; at: { x: number; y: number }[] }>();
  for (const dot of dots) {
    const key = `${dot.fill}|${dot.ring}`;
    const group = groups.get(key);
    if (group) group.at.push(dot);
    else groups.set(key, { fill: dot.fill, ring: dot.ring, at: [dot] });
  }
  for (const group of groups.values()) {
    ctx.beginPath();
    for (const { x, y } of group.at) {
      ctx.moveTo(x + radius, y);
      ctx.arc(x, y, radius, 0, Math.PI * 2);
    }
    ctx.fillStyle = group.fill;
    ctx.fill();
    ctx.lineWidth = ringWidth;
    ctx.strokeStyle = group.ring;
    ctx.stroke();
  }
}
