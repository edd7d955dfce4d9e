import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * A 64 x 48 phone photo with the camera make and a GPS position in its EXIF, the metadata every stored
 * image must lose. `rotated` also tags it "rotate 90°" (EXIF orientation 6).
 */
export function photoWithGps(options: { rotated?: boolean } = {}): Promise<Buffer> {
  const jpeg = sharp({ create: { width: 64, height: 48, channels: 3, background: '#33aa77' } }).jpeg();
  return (options.rotated ? jpeg.withMetadata({ orientation: 6 }) : jpeg)
    .withExif({
      IFD0: { Make: 'DemoCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '14/1 39/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 2/1 0/1',
      },
    })
    .toBuffer();
}

/** The GPS tags the fixture carries: GPSLatitudeRef, GPSLatitude, GPSLongitudeRef, GPSLongitude. */
export const FIXTURE_GPS_TAGS = [1, 2, 3, 4] as const;

/**
 * The tag numbers in the GPS IFD of an EXIF block, as sharp's `metadata().exif` holds it ('Exif\0\0', then a
 * TIFF header): IFD0 points to the GPS IFD with tag 0x8825. Empty when there is no EXIF or no GPS IFD, so a
 * test can tell "carries a position" from "carries EXIF".
 */
export function gpsTagsOf(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return [];
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  // An IFD is a 2-byte count, then 12-byte entries: tag (2), type (2), count (4), value or offset (4).
  const entriesOf = (ifd: number) => Array.from({ length: u16(ifd) }, (_, i) => ifd + 2 + i * 12);
  const gpsPointer = entriesOf(u32(4)).find((entry) => u16(entry) === 0x8825);
  if (gpsPointer === undefined) return [];
  return entriesOf(u32(gpsPointer + 8)).map((entry) => u16(entry));
}

/**
 * A PNG whose header declares `width` x `height` pixels over a few bytes of compressed data: what a
 * decompression bomb looks like to a decoder before it allocates the image.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
