import { thumbnailUrlFor } from '@dengue/core';
import { type ImgHTMLAttributes, useState } from 'react';

export type ThumbnailImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  /** The stored photo's URL; its thumbnail is shown. */
  src: string;
  alt: string;
};

/**
 * A stored photo shown small (a card, a grid tile, a popup): its 400 px thumbnail instead of the full photo,
 * or the photo itself should the thumbnail not load. Full-size viewers use the photo's own URL.
 */
export function ThumbnailImage({ src, alt, ...rest }: ThumbnailImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const thumbnail = thumbnailUrlFor(src);
  const useOriginal = failed === thumbnail;
  return (
    <img
      {...rest}
      src={useOriginal ? src : thumbnail}
      alt={alt}
      onError={(event) => {
        if (!useOriginal && thumbnail !== src) setFailed(thumbnail);
        else rest.onError?.(event);
      }}
    />
  );
}
