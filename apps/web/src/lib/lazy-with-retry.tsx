import { TIMING } from '@dengue/core';
import { type ComponentType, type LazyExoticComponent, lazy, useEffect, useRef } from 'react';
import { t } from '../i18n/language-store';
import { loadWithRetry } from './load-with-retry';

/** Said once a part of a screen could not be downloaded: offline, that it was not saved on this phone. */
export const partUnavailableText = (): string =>
  typeof navigator !== 'undefined' && !navigator.onLine
    ? t('offline.partUnavailable')
    : t('error.loadFailedBody');

/**
 * Asks the app's toast layer (app/providers.tsx) to say partUnavailableText: a window event rather than an
 * import of the toast library here, which would split it from the entry into a chunk of its own on the
 * landing page's path.
 */
export const PART_UNAVAILABLE_EVENT = 'dengue:part-unavailable';

/** Props of a lazily loaded dialog: one that could not load closes itself, so its button can try again. */
interface MaybeDialog {
  open?: boolean;
  onClose?: () => void;
}

/**
 * Stands in for a part whose code did not arrive: a toast says why (over any dialog, wherever the
 * resident is), and a dialog tells its opener it closed. The screen around it stays as it was, never the
 * crash screen. `onShown` lets the next opening try again.
 */
function PartUnavailable({ props, onShown }: { props: MaybeDialog; onShown: () => void }) {
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  useEffect(() => {
    onShown();
    window.dispatchEvent(new Event(PART_UNAVAILABLE_EVENT));
    onClose.current?.();
  }, [onShown]);
  return null;
}

/**
 * A component whose code loads on first render, with the spec's retry rule for lazy code (resident section
 * 9: a few retries, waiting longer each time), given up at once while offline. When every attempt fails,
 * `fallback` renders instead if given; otherwise a toast says the part is unavailable (offline: not saved on
 * this phone yet) and nothing renders. React keeps a lazy component's outcome for good, so after a failure
 * the next render that wants the part (a dialog opened again, any other part rendered again) starts a new
 * download.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: ComponentType<P>,
): ComponentType<P> {
  // Set once the failure was shown, not when the download failed: the render that follows a failed
  // download must show it, not start another one.
  let shownFailure = false;
  const onShown = () => {
    shownFailure = true;
  };
  const Unavailable = (props: P) => <PartUnavailable props={props} onShown={onShown} />;
  const attempt = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => {
      try {
        const component = await loadWithRetry(load, {
          retries: TIMING.lazyLoadRetries,
          baseDelayMs: TIMING.lazyLoadBaseDelayMs,
          giveUpWhen: () => !navigator.onLine,
        });
        return { default: component };
      } catch (error) {
        console.error('A part of the screen could not be loaded', error);
        return { default: fallback ?? Unavailable };
      }
    });
  let current = attempt();
  function LazyPart(props: P) {
    // A closed dialog does not try again; it does when it is opened.
    if (shownFailure && (props as MaybeDialog).open !== false) {
      shownFailure = false;
      current = attempt();
    }
    const Part = current;
    return <Part {...props} />;
  }
  return LazyPart;
}
