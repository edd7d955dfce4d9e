import type { ReportType } from '@dengue/core';
import type { Random } from './random.ts';

/**
 * SVG drawings standing in for residents' photos and for the division's post banners. Every drawing is
 * varied by the seeded generator, then rendered by sharp and stored like an upload.
 */

export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 600;
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 630;

const SKIES = [
  ['#7fb8e6', '#d9ecf7'],
  ['#9aa7b1', '#dfe3e6'],
  ['#f2b880', '#fbe3c4'],
  ['#5d9bd1', '#bfe0f5'],
] as const;
const GROUNDS = [
  ['#8d8d86', '#5f5f59'],
  ['#9b7b55', '#6b5238'],
  ['#7e8a6a', '#55603f'],
  ['#a19d94', '#6f6a61'],
] as const;
const WALLS = ['#e8d8b9', '#c9d6c3', '#e3c1b4', '#d4d4d4', '#bcd0e0'] as const;
const DRUMS = ['#1f5fa8', '#2f7bd0', '#d6602b', '#3b8f4a'] as const;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const f = (n: number) => n.toFixed(1);

function houses(rng: Random, horizon: number): string {
  let out = '';
  let x = -rng.int(0, 60);
  while (x < PHOTO_WIDTH) {
    const w = rng.int(110, 220);
    const h = rng.int(90, 170);
    const top = horizon - h;
    out += `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${rng.pick(WALLS)}"/>`;
    // Corrugated roof and a window or two.
    out += `<polygon points="${x - 8},${top} ${x + w / 2},${top - rng.int(20, 40)} ${x + w + 8},${top}" fill="#8a8f94"/>`;
    for (let wx = x + 18; wx < x + w - 40; wx += rng.int(55, 80)) {
      out += `<rect x="${wx}" y="${top + 25}" width="32" height="38" fill="#4b5a66" opacity="0.8"/>`;
    }
    x += w + rng.int(4, 30);
  }
  return out;
}

function tyre(x: number, y: number, r: number): string {
  return (
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.45)}" fill="#1d1d1d"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y - r * 0.05)}" rx="${f(r * 0.55)}" ry="${f(r * 0.22)}" fill="#3d5a66"/>` +
    `<ellipse cx="${f(x - r * 0.15)}" cy="${f(y - r * 0.1)}" rx="${f(r * 0.2)}" ry="${f(r * 0.06)}" fill="#9fc3d1" opacity="0.7"/>`
  );
}

function drum(x: number, y: number, w: number, color: string): string {
  const h = w * 1.35;
  return (
    `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" rx="6" fill="${color}"/>` +
    `<rect x="${f(x)}" y="${f(y - h * 0.66)}" width="${f(w)}" height="5" fill="#000" opacity="0.2"/>` +
    `<rect x="${f(x)}" y="${f(y - h * 0.33)}" width="${f(w)}" height="5" fill="#000" opacity="0.2"/>` +
    `<ellipse cx="${f(x + w / 2)}" cy="${f(y - h)}" rx="${f(w / 2)}" ry="${f(w * 0.16)}" fill="#2c4652"/>`
  );
}

function puddle(x: number, y: number, rx: number): string {
  return (
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * 0.22)}" fill="#4f6f7d" opacity="0.85"/>` +
    `<ellipse cx="${f(x - rx * 0.2)}" cy="${f(y - rx * 0.03)}" rx="${f(rx * 0.45)}" ry="${f(rx * 0.06)}" fill="#c7dde6" opacity="0.5"/>`
  );
}

function garbageBag(x: number, y: number, s: number, color: string): string {
  return (
    `<path d="M${f(x - s)} ${f(y)} Q${f(x - s * 1.1)} ${f(y - s * 1.3)} ${f(x)} ${f(y - s * 1.5)} ` +
    `Q${f(x + s * 1.1)} ${f(y - s * 1.3)} ${f(x + s)} ${f(y)} Z" fill="${color}"/>` +
    `<path d="M${f(x - s * 0.15)} ${f(y - s * 1.5)} l${f(s * 0.15)} ${f(-s * 0.35)} l${f(s * 0.15)} ${f(s * 0.35)}" fill="${color}"/>` +
    `<ellipse cx="${f(x - s * 0.35)}" cy="${f(y - s * 0.9)}" rx="${f(s * 0.12)}" ry="${f(s * 0.35)}" fill="#fff" opacity="0.15"/>`
  );
}

function bottle(x: number, y: number, rng: Random): string {
  const angle = rng.int(-80, 80);
  return `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 7}" y="${y - 34}" width="14" height="34" rx="4" fill="#7fc7a9" opacity="0.85"/><rect x="${x - 3}" y="${y - 44}" width="6" height="10" fill="#2f8f63"/></g>`;
}

function bambooStump(x: number, y: number, h: number): string {
  return (
    `<rect x="${f(x)}" y="${f(y - h)}" width="22" height="${f(h)}" fill="#9aa84d"/>` +
    `<ellipse cx="${f(x + 11)}" cy="${f(y - h)}" rx="11" ry="4" fill="#35525c"/>`
  );
}

function canal(y: number): string {
  return (
    `<polygon points="0,${y} ${PHOTO_WIDTH},${y - 40} ${PHOTO_WIDTH},${y + 30} 0,${y + 80}" fill="#4a4f3b"/>` +
    `<polygon points="0,${y + 12} ${PHOTO_WIDTH},${y - 28} ${PHOTO_WIDTH},${y + 18} 0,${y + 66}" fill="#3f5a4f"/>`
  );
}

function objects(type: ReportType, rng: Random, horizon: number): string {
  const ground = (min = 0.15) => horizon + (PHOTO_HEIGHT - horizon) * rng.between(min, 0.85);
  let out = '';
  // Each item keeps its base line so nearer (lower) objects are drawn over farther ones.
  const items: { y: number; svg: string }[] = [];
  const add = (y: number, draw: (y: number) => string) => items.push({ y, svg: draw(y) });
  switch (type) {
    case 'Stagnant Water': {
      for (let i = rng.int(1, 3); i > 0; i--) {
        const x = rng.int(120, 680);
        const r = rng.int(90, 200);
        add(ground(0.4), (y) => puddle(x, y, r));
      }
      for (let i = rng.int(2, 5); i > 0; i--) {
        const x = rng.int(80, 720);
        const r = rng.int(45, 80);
        add(ground(), (y) => tyre(x, y, r));
      }
      break;
    }
    case 'Standing Water': {
      for (let i = rng.int(2, 4); i > 0; i--) {
        const x = rng.int(40, 680);
        const w = rng.int(70, 110);
        const color = rng.pick(DRUMS);
        add(ground(), (y) => drum(x, y, w, color));
      }
      for (let i = rng.int(1, 3); i > 0; i--) {
        const x = rng.int(120, 680);
        const r = rng.int(50, 110);
        add(ground(0.5), (y) => puddle(x, y, r));
      }
      break;
    }
    case 'Uncollected Garbage or Trash': {
      const colors = ['#1e1e1e', '#2d3b2a', '#3b3b52', '#d8d4c8'];
      for (let i = rng.int(4, 8); i > 0; i--) {
        const x = rng.int(80, 720);
        const size = rng.int(35, 70);
        const color = rng.pick(colors);
        add(ground(0.3), (y) => garbageBag(x, y, size, color));
      }
      for (let i = rng.int(3, 6); i > 0; i--) {
        const x = rng.int(60, 740);
        add(ground(0.5), (y) => bottle(x, y, rng));
      }
      break;
    }
    case 'Others': {
      out += canal(horizon + rng.int(60, 120));
      for (let i = rng.int(3, 6); i > 0; i--) {
        const x = rng.int(40, 740);
        const h = rng.int(40, 90);
        add(ground(0.55), (y) => bambooStump(x, y, h));
      }
      const x = rng.int(100, 700);
      const r = rng.int(40, 60);
      add(ground(0.6), (y) => tyre(x, y, r));
      break;
    }
  }
  items.sort((a, b) => a.y - b.y);
  return out + items.map((i) => i.svg).join('');
}

/** A 800 x 600 "photo" of a breeding site with a caption strip. */
export function reportPhotoSvg(type: ReportType, caption: string, rng: Random): string {
  const [skyTop, skyBottom] = rng.pick(SKIES);
  const [groundTop, groundBottom] = rng.pick(GROUNDS);
  const horizon = rng.int(200, 290);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${groundTop}"/><stop offset="1" stop-color="${groundBottom}"/></linearGradient>
</defs>
<rect width="${PHOTO_WIDTH}" height="${horizon}" fill="url(#sky)"/>
${houses(rng, horizon)}
<rect y="${horizon}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - horizon}" fill="url(#ground)"/>
${objects(type, rng, horizon)}
<rect y="${PHOTO_HEIGHT - 46}" width="${PHOTO_WIDTH}" height="46" fill="#000" opacity="0.55"/>
<text x="16" y="${PHOTO_HEIGHT - 16}" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#fff">${escapeXml(caption)}</text>
</svg>`;
}

const BANNER_COLORS = {
  news: ['#0f4c75', '#3282b8'],
  tip: ['#1b7a4a', '#5cb85c'],
  announcement: ['#8a1c1c', '#d9534f'],
} as const;

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

/** A 1200 x 630 banner for a news item, tip or announcement: gradient, a stylised mosquito, the title. */
export function postBannerSvg(
  category: keyof typeof BANNER_COLORS,
  label: string,
  title: string,
  rng: Random,
): string {
  const [from, to] = BANNER_COLORS[category];
  const lines = wrap(title, 24)
    .map(
      (l, i) =>
        `<text x="80" y="${250 + i * 72}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="58" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  const mx = 980 + rng.int(-30, 30);
  const my = 330 + rng.int(-40, 40);
  const dots = Array.from(
    { length: 14 },
    () =>
      `<circle cx="${rng.int(0, BANNER_WIDTH)}" cy="${rng.int(0, BANNER_HEIGHT)}" r="${rng.int(4, 18)}" fill="#fff" opacity="0.08"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>
${dots}
<g transform="translate(${mx} ${my}) rotate(${rng.int(-20, 20)})" fill="#111" stroke="#111">
<ellipse cx="0" cy="0" rx="70" ry="16"/><circle cx="-80" cy="-4" r="16"/>
<line x1="-94" y1="-6" x2="-150" y2="10" stroke-width="4"/>
<ellipse cx="10" cy="-40" rx="55" ry="18" fill="#fff" fill-opacity="0.35" stroke-width="2" transform="rotate(-25 10 -40)"/>
<ellipse cx="25" cy="-34" rx="50" ry="14" fill="#fff" fill-opacity="0.25" stroke-width="2" transform="rotate(-10 25 -34)"/>
<g stroke-width="4" fill="none"><path d="M-30 10 l-30 60"/><path d="M0 12 l-10 70"/><path d="M30 10 l20 65"/><path d="M-20 -10 l-45 -40"/></g>
<g stroke="#fff" stroke-width="5"><line x1="-40" y1="-12" x2="-40" y2="12"/><line x1="-10" y1="-15" x2="-10" y2="15"/><line x1="20" y1="-15" x2="20" y2="15"/><line x1="48" y1="-12" x2="48" y2="12"/></g>
</g>
<rect x="80" y="110" width="${label.length * 15 + 40}" height="48" rx="24" fill="#fff" opacity="0.9"/>
<text x="100" y="143" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="24" fill="${from}">${escapeXml(label)}</text>
${lines}
<text x="80" y="580" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#fff" opacity="0.9">Quezon City Epidemiology and Surveillance Division</text>
</svg>`;
}
