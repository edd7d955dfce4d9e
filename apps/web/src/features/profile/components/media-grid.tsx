import type { ProfileResponse } from '@dengue/core';
import { useState } from 'react';
import { useT } from '../../../i18n/language-store';
import '../../../i18n/en/profile';

const FIRST_SHOWN = 12;

/** Media: the photos of the resident's validated reports (resident section 2). */
export function MediaGrid({ photos }: { photos: ProfileResponse['photos'] }) {
  const t = useT();
  const [all, setAll] = useState(false);
  const shown = all ? photos : photos.slice(0, FIRST_SHOWN);
  return (
    <section aria-labelledby="media-title">
      <h2 id="media-title" className="text-xl font-bold text-slate-900">
        {t('profile.media')}
      </h2>
      {photos.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('profile.noMedia')}</p>
      ) : (
        <>
          <ul className="mt-3 grid grid-cols-3 gap-1 sm:grid-cols-4" data-testid="media-grid">
            {shown.map((photo, index) => (
              <li key={photo.url}>
                <img
                  src={photo.url}
                  alt={t('profile.mediaAlt', { n: index + 1, count: photos.length })}
                  loading="lazy"
                  decoding="async"
                  width={200}
                  height={200}
                  className="aspect-square w-full rounded-md bg-slate-200 object-cover"
                />
              </li>
            ))}
          </ul>
          {photos.length > FIRST_SHOWN && (
            <button
              type="button"
              onClick={() => setAll((value) => !value)}
              aria-expanded={all}
              className="mt-3 inline-flex min-h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-100"
            >
              {all ? t('profile.showFewer') : t('profile.showAll', { count: photos.length })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
