import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * For text clamped by CSS (line-clamp): whether something is hidden while it is collapsed, measured and kept
 * up to date as the width changes, so a 'more' button shows only when it reveals something.
 */
export function useClampOverflow<T extends HTMLElement>(
  expanded: boolean,
): { ref: RefObject<T | null>; overflows: boolean } {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded]);
  return { ref, overflows };
}
