import { type Role, TIMING } from '@dengue/core';
import { type ComponentType, useEffect, useState } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/spinner';
import { loadWithRetry } from '../lib/load-with-retry';
import { sessionStore } from '../lib/session';
import { LoadFailedPanel } from './errors/load-failed-panel';

type LazyRouteResult = Pick<RouteObject, 'Component' | 'element'>;

/** Loads one screen's chunk with the retry rule and remembers the screen once it has arrived. */
interface ScreenLoader {
  readonly name: string;
  loaded: ComponentType | null;
  load: () => Promise<ComponentType>;
}

function createScreenLoader<M>(load: () => Promise<M>, exportName: keyof M): ScreenLoader {
  // One attempt at a time: two renders asking at once (StrictMode) share it.
  let pending: Promise<ComponentType> | null = null;
  const attempt = async () => {
    const module = await loadWithRetry(() => load(), {
      retries: TIMING.lazyLoadRetries,
      baseDelayMs: TIMING.lazyLoadBaseDelayMs,
    });
    screen.loaded = module[exportName] as ComponentType;
    return screen.loaded;
  };
  const screen: ScreenLoader = {
    name: String(exportName),
    loaded: null,
    load: () => {
      pending ??= attempt().finally(() => {
        pending = null;
      });
      return pending;
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

/**
 * Loads a staff screen when it renders, i.e. only once its guard has let the person through
 * (RequireRole renders the branch's Outlet for the right role only).
 */
function DeferredScreen({ screen }: { screen: ScreenLoader }) {
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(screen.loaded !== null);
  useEffect(() => {
    if (screen.loaded) return;
    let live = true;
    screen.load().then(
      () => live && setLoaded(true),
      (error: unknown) => {
        console.error(`Could not load the screen "${screen.name}"`, error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [screen]);
  const Screen = screen.loaded;
  if (Screen) return <Screen />;
  if (failed) return <RecoverableScreen screen={screen} />;
  return <PageLoading />;
}

/**
 * A `lazy` for the admin and superadmin branches. React Router resolves the `lazy` of every matched route
 * before any route component renders, so with plain lazyRoute a visitor opening /admin would download the
 * admin layout and dashboard before RequireRole sends them to /login. Here the chunk loads during the
 * navigation only when the stored session already has the branch's role; anyone else gets, at once and
 * without a download, a stand-in that loads the screen if it ever renders (after a later login), which the
 * guard allows only for that role. Resident phones never fetch staff code this way (docs/decisions/016).
 */
export function staffLazyRoute<M, K extends keyof M>(
  role: Extract<Role, 'admin' | 'superadmin'>,
  load: () => Promise<M>,
  exportName: K & (M[K] extends ComponentType ? unknown : never),
): () => Promise<LazyRouteResult> {
  const screen = createScreenLoader(load, exportName);
  const Deferred = () => <DeferredScreen screen={screen} />;
  return async () => {
    if (sessionStore.getState().user?.role !== role) return { Component: Deferred };
    try {
      return { Component: await screen.load() };
    } catch (error) {
      console.error(`Could not load the screen "${screen.name}"`, error);
      return { element: <RecoverableScreen screen={screen} /> };
    }
  };
}
