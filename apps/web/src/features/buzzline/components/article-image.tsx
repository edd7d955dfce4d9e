import { thumbnailUrlFor } from '@dengue/core';
import { useState } from 'react';

const ILLUSTRATION_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="520" cy="70" r="120" fill="#facc15" opacity="0.12"/>
<circle cx="110" cy="320" r="150" fill="#38bdf8" opacity="0.10"/>
<path d="M320 92c-38 52-64 92-64 126a64 64 0 0 0 128 0c0-34-26-74-64-126z" fill="#38bdf8" opacity="0.9"/>
<path d="M296 214a26 26 0 0 0 24 30" fill="none" stroke="#e0f2fe" stroke-width="8" stroke-linecap="round"/>
<g stroke="#facc15" stroke-width="10" stroke-linecap="round"><path d="M214 262l212-124"/></g>
<rect x="190" y="292" width="260" height="14" rx="7" fill="#facc15" opacity="0.85"/>
</svg>`;

/** The default BuzzLine illustration (a water drop crossed out), shown when a post has no image. */
export const DEFAULT_ARTICLE_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(ILLUSTRATION_SVG)}`;

export interface ArticleImageProps {
  src?: string;
  /** Describes the picture; the default illustration is decorative and always gets alt="". */
  alt: string;
  className?: string;
  /** Above-the-fold images load eagerly; cards and later slides load lazily. */
  eager?: boolean;
  /** A card shows the photo's 400 px thumbnail (falling back to the photo should it not load). */
  thumbnail?: boolean;
}

/**
 * A 16:9 article picture. Width and height are set so the browser reserves the space before it loads
 * (no layout shift); a missing or broken image falls back to the default illustration.
 */
export function ArticleImage({
  src,
  alt,
  className = '',
  eager = false,
  thumbnail = false,
}: ArticleImageProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  // The thumbnail first (cards), then the photo, then the illustration: each tried once.
  const shown = [src && thumbnail ? thumbnailUrlFor(src) : undefined, src].find(
    (candidate): candidate is string => !!candidate && !failed.includes(candidate),
  );
  const useDefault = !shown;
  return (
    <img
      src={shown ?? DEFAULT_ARTICLE_IMAGE}
      alt={useDefault ? '' : alt}
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (shown) setFailed((seen) => [...seen, shown]);
      }}
      className={`aspect-video w-full bg-slate-800 object-cover ${className}`}
    />
  );
}
