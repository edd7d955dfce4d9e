import { describe, expect, it } from 'vitest';
import {
  checkCsvFile,
  checkPostImages,
  checkProfilePhoto,
  checkReportImages,
  type FileInfo,
} from './file-rules.ts';

const MB = 1024 * 1024;
const jpg = (name: string, size = 1000): FileInfo => ({ name, type: 'image/jpeg', size });
const png = (name: string, size = 1000): FileInfo => ({ name, type: 'image/png', size });

describe('report photos', () => {
  it('accept 1 and 4 JPG/PNG files', () => {
    expect(checkReportImages([jpg('a.jpg')])).toBeNull();
    expect(checkReportImages([jpg('a.jpg'), png('b.png'), jpg('c.jpeg'), png('d.png')])).toBeNull();
  });

  it('require at least one', () => {
    expect(checkReportImages([])?.message).toBe('Please upload at least 1 photo of the breeding site.');
    expect(checkReportImages([])?.id).toBe('report.photoRequired');
  });

  it('refuse a fifth', () => {
    expect(checkReportImages([1, 2, 3, 4, 5].map((n) => jpg(`${n}.jpg`)))?.message).toBe(
      'You can only upload a maximum of 4 images.',
    );
  });

  it('name the unsupported files', () => {
    expect(
      checkReportImages([
        jpg('a.jpg'),
        { name: 'b.gif', type: 'image/gif', size: 1 },
        { name: 'c.webp', type: 'image/webp', size: 1 },
      ])?.message,
    ).toBe('The following files are not supported: b.gif, c.webp. Only JPG and PNG files are allowed.');
  });

  it('fall back to the extension when the type is missing', () => {
    expect(checkReportImages([{ name: 'photo.JPG', type: '', size: 1 }])).toBeNull();
    expect(checkReportImages([{ name: 'photo.heic', type: '', size: 1 }])?.message).toContain('photo.heic');
  });

  it('allow exactly 2 MB and name a file one byte over', () => {
    expect(checkReportImages([jpg('edge.jpg', 2 * MB)])).toBeNull();
    expect(checkReportImages([jpg('big.jpg', 2 * MB + 1)])).toEqual({
      id: 'report.imageTooLarge',
      params: { file: 'big.jpg' },
      message: 'Each image must be ≤ 2MB. Offender: big.jpg',
    });
  });
});

describe('admin post images', () => {
  it('require at least one', () => {
    expect(checkPostImages([])).toBe('At least one image is required.');
  });

  it('allow 8 and refuse 9', () => {
    const eight = Array.from({ length: 8 }, (_, i) => png(`${i}.png`));
    expect(checkPostImages(eight)).toBeNull();
    expect(checkPostImages([...eight, png('9.png')])).toBe('Maximum 8 images allowed');
  });

  it('list unsupported formats', () => {
    expect(checkPostImages([{ name: 'x.gif', type: 'image/gif', size: 1 }])).toBe(
      'The following files are not supported: x.gif. Allowed formats: .jpg, .jpeg, .png',
    );
  });

  it('allow each file up to exactly 2 MB, naming the offender', () => {
    expect(checkPostImages([jpg('ok.jpg', 2 * MB)])).toBeNull();
    expect(checkPostImages([jpg('ok.jpg'), jpg('huge.jpg', 2 * MB + 1)])).toBe(
      'Each image must be ≤ 2MB. Offender: huge.jpg',
    );
  });

  it('allow a total of exactly 8 MB and refuse one byte more', () => {
    const four = Array.from({ length: 4 }, (_, i) => jpg(`${i}.jpg`, 2 * MB));
    expect(checkPostImages(four)).toBeNull();
    expect(checkPostImages([...four, jpg('extra.jpg', 1)])).toBe('Total images size must be ≤ 8MB.');
  });
});

describe('profile photo', () => {
  it('accepts JPEG, PNG and GIF just under 5 MB', () => {
    expect(checkProfilePhoto({ name: 'me.gif', type: 'image/gif', size: 5 * MB - 1 })).toBeNull();
    expect(checkProfilePhoto(jpg('me.jpg'))).toBeNull();
    expect(checkProfilePhoto(png('me.png'))).toBeNull();
  });

  it('refuses exactly 5 MB (must be less than)', () => {
    expect(checkProfilePhoto(jpg('me.jpg', 5 * MB))?.message).toBe('Image size must be less than 5MB');
  });

  it('refuses other types', () => {
    expect(checkProfilePhoto({ name: 'me.webp', type: 'image/webp', size: 1 })?.message).toBe(
      'Please select a valid image file (JPEG, PNG, or GIF)',
    );
  });
});

describe('CSV file', () => {
  it('requires a file', () => {
    expect(checkCsvFile(null)).toBe('Please select a CSV file first');
  });

  it('accepts .csv by type or by name', () => {
    expect(checkCsvFile({ name: 'cases', type: 'text/csv', size: 10 })).toBeNull();
    expect(checkCsvFile({ name: 'cases.CSV', type: 'application/vnd.ms-excel', size: 10 })).toBeNull();
    expect(checkCsvFile({ name: 'cases.xlsx', type: 'application/vnd.ms-excel', size: 10 })).toBe(
      'Please select a valid CSV file.',
    );
  });

  it('allows exactly 10 MB and refuses one byte more', () => {
    expect(checkCsvFile({ name: 'a.csv', type: 'text/csv', size: 10 * MB })).toBeNull();
    expect(checkCsvFile({ name: 'a.csv', type: 'text/csv', size: 10 * MB + 1 })).toBe(
      'File size too large. Please select a file smaller than 10MB.',
    );
  });
});
