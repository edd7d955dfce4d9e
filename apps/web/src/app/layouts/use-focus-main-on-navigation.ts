import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, focus moves to the new screen's main landmark so keyboard and
 * screen-reader users start at the content, as they would after a full page load.
 */
export function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
