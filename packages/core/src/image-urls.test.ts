import { describe, expect, it } from 'vitest';
import { thumbnailUrlFor } from './image-urls.ts';

describe('thumbnailUrlFor', () => {
  it('names the thumbnail beside a stored photo, as a key or a URL', () => {
    expect(thumbnailUrlFor('reports/ab12.webp')).toBe('reports/ab12.thumb.webp');
    expect(thumbnailUrlFor('/uploads/posts/ab12.webp')).toBe('/uploads/posts/ab12.thumb.webp');
    expect(thumbnailUrlFor('https://bucket.example.org/posts/ab12.webp?v=2')).toBe(
      'https://bucket.example.org/posts/ab12.thumb.webp?v=2',
    );
  });

  it('leaves a thumbnail and anything that is not a stored photo alone', () => {
    expect(thumbnailUrlFor('/uploads/posts/ab12.thumb.webp')).toBe('/uploads/posts/ab12.thumb.webp');
    expect(thumbnailUrlFor('data:image/svg+xml,abc')).toBe('data:image/svg+xml,abc');
    expect(thumbnailUrlFor('/uploads/webp/photo.png')).toBe('/uploads/webp/photo.png');
  });
});
