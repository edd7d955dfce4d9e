#!/usr/bin/env node
// Renders the app icons of the web manifest from apps/web/public/favicon.svg (run once after the logo changes;
// the PNGs are committed). Maskable icons keep the drop inside the 80 % safe zone on the brand colour.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'));
const BRAND = '#0f172a';

for (const size of [192, 512]) {
  await sharp(svg, { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, `icons/icon-${size}.png`));
  const inner = Math.round(size * 0.8);
  const drop = await sharp(svg, { density: 72 * (inner / 32) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: drop, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, `icons/maskable-${size}.png`));
}
await sharp(svg, { density: 72 * (180 / 32) })
  .resize(180, 180)
  .flatten({ background: BRAND })
  .png({ compressionLevel: 9 })
  .toFile(path.join(publicDir, 'icons/apple-touch-icon.png'));
console.log('Icons written to apps/web/public/icons');
