import { type KeyboardEvent, useState } from 'react';
import { ChevronIcon } from '../../../components/ui/chevron-icon';
import { ThumbnailImage } from '../../../components/ui/thumbnail-image';
import { useT } from '../../../i18n/language-store';
import { wrapIndex } from '../model/carousel';
import '../../../i18n/en/community';

const arrow =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md ring-1 ring-slate-900/10 hover:bg-white';

export interface ImageCarouselProps {
  images: readonly string[];
  /** Names the region and each photo ('Photos of Batasan Hills'). */
  label: string;
  /** Describes one photo for its alt text; the position is added. */
  describe: string;
  startIndex?: number;
  /** Taller pictures for the full-size preview. */
  large?: boolean;
  /** A small carousel (the announcement panel) shows the photos' thumbnails. */
  thumbnails?: boolean;
}

/** One photo at a time with previous and next buttons (and the arrow keys); the position is announced. */
export function ImageCarousel({
  images,
  label,
  describe,
  startIndex = 0,
  large = false,
  thumbnails = false,
}: ImageCarouselProps) {
  const t = useT();
  const [index, setIndex] = useState(startIndex);
  const count = images.length;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (step: number) => setIndex(wrapIndex(current, step, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="relative overflow-hidden rounded-lg bg-slate-900"
    >
      {thumbnails ? (
        <ThumbnailImage
          // A new photo is a new element: its fallback to the full photo starts afresh.
          key={images[current]}
          src={images[current] ?? ''}
          alt={t('community.photoNumbered', { describe, n: current + 1, count })}
          decoding="async"
          width={400}
          height={300}
          className="mx-auto h-auto max-h-80 w-full object-contain"
        />
      ) : (
        <img
          src={images[current]}
          alt={t('community.photoNumbered', { describe, n: current + 1, count })}
          decoding="async"
          className={`mx-auto w-full object-contain ${large ? 'max-h-[70dvh]' : 'max-h-80'}`}
        />
      )}
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            className={`${arrow} left-2`}
            aria-label={t('community.previousPhoto')}
          >
            <ChevronIcon direction="previous" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            className={`${arrow} right-2`}
            aria-label={t('community.nextPhoto')}
          >
            <ChevronIcon direction="next" />
          </button>
          <p
            aria-live="polite"
            className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-black/70 px-3 py-0.5 text-sm text-white"
          >
            {t('community.photoPosition', { n: current + 1, count })}
          </p>
        </>
      )}
    </section>
  );
}
