import { TIMING } from '@dengue/core';
import { type ComponentType, useState } from 'react';
import type { RouteObject } from 'react-router';
import { loadWithRetry } from '../lib/load-with-retry';
import { LoadFailedPanel } from './errors/load-failed-panel';

type LazyRouteResult = Pick<RouteObject, 'Component' | 'element'>;

/** Loads one screen's chunk with the retry rule and remembers the screen once it has arrived. */
interface ScreenLoader {
  readonly name: string;
  loaded: ComponentType | null;
  load: () => Promise<ComponentType>;
}

function createScreenLoader<M>(load: () => Promise<M>, exportName: keyof M): ScreenLoader {
  const screen: ScreenLoader = {
    name: String(exportName),
    loaded: null,
    load: async () => {
      const module = await loadWithRetry(() => load(), {
        retries: TIMING.lazyLoadRetries,
        baseDelayMs: TIMING.lazyLoadBaseDelayMs,
      });
      screen.loaded = module[exportName] as ComponentType;
      return screen.loaded;
    },
  };
  return screen;
}

/** Stands in for a screen whose chunk did not arrive: 'Failed to Load Component' and a Retry button. */
function RecoverableScreen({ screen }: { screen: ScreenLoader }) {
  const [status, setStatus] = useState<'failed' | 'retrying' | 'ready'>(screen.loaded ? 'ready' : 'failed');
  const Screen = screen.loaded;
  if (Screen) return <Screen />;

  const retry = () => {
    setStatus('retrying');
    screen.load().then(
      () => setStatus('ready'),
      () => setStatus('failed'),
    );
  };
  return <LoadFailedPanel onRetry={retry} retrying={status === 'retrying'} />;
}

/**
 * A route's `lazy` function for a screen in its own chunk, with the spec's retry rule: up to 3 retries,
 * waiting 1 s times the attempt number, then 'Failed to Load Component' with a Retry button.
 *
 * React Router keeps whatever `lazy` settles with, a rejection included, for the life of the page, so
 * this never rejects: after the last retry it resolves to a stand-in that loads the screen again on
 * Retry and, once loaded, renders it from then on.
 */
export function lazyRoute<M, K extends keyof M>(
  load: () => Promise<M>,
  exportName: K & (M[K] extends ComponentType ? unknown : never),
): () => Promise<LazyRouteResult> {
  const screen = createScreenLoader(load, exportName);
  return async () => {
    try {
      return { Component: await screen.load() };
    } catch (error) {
      console.error(`Could not load the screen "${screen.name}"`, error);
      return { element: <RecoverableScreen screen={screen} /> };
    }
  };
}
