import type { ReactNode } from 'react';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { loadMapModule } from '../../../components/map/map-load';
import { MapErrorPanel, MapLoading } from '../../../components/map/map-status-panel';
import { useT } from '../../../i18n/language-store';
import { useAfterPaintOf } from '../../../lib/use-after-paint-of';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CityPicture } from './city-picture';
import '../../../i18n/en/map';

const INTRO_TIMING = 'mapping-intro';
const importContent = () => import('./mapping-content');
/** The same chunk MapArea loads; asked for here so it downloads while the page's other half does. */
const importMap = () => import('./dengue-map');

type Content = { Component: ComponentType } | 'waiting' | 'failed';

/**
 * The page's other half (search, legends, map) once `start` is true: its chunk, with the map's retries
 * ('Error loading map' after them), and the map's code a task later.
 */
function useMappingContent(start: boolean) {
  const [content, setContent] = useState<Content>('waiting');
  // Setting state after the page has gone is harmless (React ignores it), so nothing is cancelled.
  const load = useCallback(() => {
    setContent('waiting');
    loadMapModule(importContent).then(
      (module) => setContent({ Component: module.MappingContent }),
      () => setContent('failed'),
    );
  }, []);
  useEffect(() => {
    if (!start) return;
    load();
    // Each chunk's preload links cost the main thread a little: a task of their own keeps tasks short.
    const timer = setTimeout(() => importMap().catch(() => {}), 0);
    return () => clearTimeout(timer);
  }, [start, load]);
  return { content, retry: load };
}

/** /mapping: barangays by pattern, validated breeding sites, interventions and clusters (resident section 2). */
export function MappingPage({ banner }: { banner?: ReactNode } = {}) {
  const t = useT();
  useDocumentTitle(t('map.title'));
  // The title and introduction paint first; the rest of the page's code (search, legends, map), the city
  // outline (362 KB) and the layers' data start after that (decision 016). This chunk holds only what the
  // first screen shows, so the introduction waits for fewer downloads. Until the rest arrives, a box as
  // tall as the map keeps the footer in place.
  const painted = useAfterPaintOf(INTRO_TIMING);
  const { content, retry } = useMappingContent(painted);
  return (
    <>
      {banner}
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('map.title')}</h1>
        {/* Element Timing tells when the introduction (the page's largest text) reached the screen. */}
        <p className="mt-1 text-slate-700" {...{ elementtiming: INTRO_TIMING }}>
          {t('map.intro')}
        </p>
        {typeof content === 'object' ? (
          <content.Component />
        ) : (
          <div className="relative mt-4 h-[70vh] min-h-96 overflow-hidden rounded-xl">
            {content === 'failed' ? (
              <MapErrorPanel message={{ key: 'map.loadFailed' }} onRetry={retry} />
            ) : painted ? (
              <MapLoading backdrop={<CityPicture />} />
            ) : (
              // The city from the first paint (decision 046, 2026-11-28): the status joins it a frame later.
              <CityPicture />
            )}
          </div>
        )}
      </div>
    </>
  );
}
