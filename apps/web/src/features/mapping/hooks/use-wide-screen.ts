import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here /mapping has a column beside the map. */
const WIDE = '(min-width: 64rem)';

const query = () => (typeof window === 'undefined' ? null : window.matchMedia(WIDE));
const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** Whether the screen is wide enough for a side column (re-renders when a window is resized past it). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
