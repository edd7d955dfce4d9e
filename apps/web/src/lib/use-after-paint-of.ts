import { useEffect, useState } from 'react';

/** How long to wait for the element's paint at most (a hidden tab paints nothing). */
const LONGEST_WAIT_MS = 1500;

/**
 * False until the element marked `elementtiming={name}` has been painted on screen, then true. A page uses
 * it to start heavy work (the map's code, the city outline, its data) after its heading and text are shown,
 * so they never wait for it. Chromium reports the moment the element reached the screen (Element Timing),
 * which on a busy phone can come well after the frame that drew it; elsewhere, two animation frames stand
 * in for it. Either way the work starts at the latest after LONGEST_WAIT_MS.
 */
export function useAfterPaintOf(name: string): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = 0;
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      // A task of its own, after the one that reported the paint.
      setTimeout(() => setPainted(true), 0);
    };
    const timer = setTimeout(done, LONGEST_WAIT_MS);
    if (PerformanceObserver.supportedEntryTypes?.includes('element')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as { identifier?: string }).identifier === name)) done();
      });
      observer.observe({ type: 'element', buffered: true });
    } else {
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(done);
      });
    }
    return () => {
      observer?.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [name]);
  return painted;
}
