/**
 * A tile server for the web benchmark only: every path answers one blank 256 x 256 PNG. The benchmark has
 * no internet, and OpenStreetMap's tiles failing to load put network errors in the console (Lighthouse's
 * best-practices `errors-in-console`), which measures the machine, not the app. This fakes only that
 * outside service (decision 016); the app, its API and its data are the real ones. A one-colour image
 * is never a largest-contentful-paint candidate (Chromium skips low-entropy images), so the tiles do not
 * change what the performance figures measure beyond the downloads a real map makes.
 */
import http from 'node:http';
import type net from 'node:net';
import zlib from 'node:zlib';

const SIZE = 256;
/** The light beige of OpenStreetMap's land, so a blank tile looks like an empty map. */
const COLOR = [0xf2, 0xef, 0xe9];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A one-colour RGB PNG: each row is a filter byte (0) and SIZE pixels. */
export function blankPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.alloc(1 + SIZE * 3);
  for (let x = 0; x < SIZE; x++) row.set(COLOR, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: SIZE }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Starts the tile server on a free local port; `url` is a MAP_TILE_URL template pointing at it. */
export async function startBlankTileServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const png = blankPng();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'image/png',
      'Content-Length': png.length,
      'Cache-Control': 'public, max-age=86400',
      // The app's pages load the tiles cross-origin as plain images.
      'Access-Control-Allow-Origin': '*',
    });
    res.end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
