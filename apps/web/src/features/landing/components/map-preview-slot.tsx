import { type ComponentType, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/language-store';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';

/** Shown instead of the preview when its code cannot be loaded: the way to the map still works. */
function PreviewUnavailable() {
  const t = useT();
  return <StaticFrame text={t('landing.mapUnavailable')} />;
}

/** Loads the map preview's code (the mapping feature's, handed in by app/). */
export type LoadMapPreview = () => Promise<ComponentType>;

/** The preview and Leaflet load only when the slot comes near the viewport (below). */
const previewOf = (load: LoadMapPreview) => lazyWithRetry(load, PreviewUnavailable);

function StaticFrame({ text }: { text: string }) {
  const t = useT();
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-slate-700">{text}</p>
      <Link to="/mapping" className="font-semibold text-blue-800 underline underline-offset-4">
        {t('landing.openMap')}
      </Link>
    </div>
  );
}

/** Resident section 9: the landing map loads 100 px before it comes into view. */
const LOAD_MARGIN = '100px';

/**
 * The landing page's map preview (resident section 2): nothing of the map is fetched until the slot is
 * within 100 px of the viewport, so it never holds up the first paint; then the preview (validated
 * reports only; a click opens /mapping) loads with Leaflet.
 */
export function MapPreviewSlot({ load }: { load: LoadMapPreview }) {
  const t = useT();
  const MapPreview = useMemo(() => previewOf(load), [load]);
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <section aria-labelledby="map-preview-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="map-preview-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('landing.mapTitle')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t('landing.mapText')}</p>
      <div
        ref={frame}
        data-testid="map-preview-slot"
        className="mt-6 aspect-[16/9] max-h-[28rem] w-full overflow-hidden rounded-2xl border border-slate-300 bg-slate-50 sm:aspect-[21/9]"
      >
        {near ? (
          <Suspense fallback={<StaticFrame text={t('landing.mapLoading')} />}>
            <MapPreview />
          </Suspense>
        ) : (
          <StaticFrame text={t('landing.mapLater')} />
        )}
      </div>
      {/* The preview has no legend of its own: colour must never be the only cue (WCAG 1.4.1). */}
      <p className="mt-3 text-sm text-slate-700">
        {t('landing.mapColours')}{' '}
        <Link to="/mapping" className="font-semibold text-blue-800 underline underline-offset-4">
          {t('landing.mapLegendLink')}
        </Link>
      </p>
    </section>
  );
}
