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
