import { type RefObject, useEffect } from 'react';

const TYPED = 'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), textarea, select';

/**
 * Keeps the field being typed in visible when a phone's on-screen keyboard opens. The page declares
 * `interactive-widget=resizes-content` (index.html), so the keyboard shrinks the layout viewport and the
 * dialog's dvh height with it; the focused field may then sit below the new bottom edge, so it is scrolled
 * back into view once the viewport has changed size.
 */
export function useFieldAboveKeyboard(rootRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const reveal = () => {
      const field = document.activeElement;
      const root = rootRef.current;
      if (!(field instanceof HTMLElement) || !root?.contains(field) || !field.matches(TYPED)) return;
      field.scrollIntoView({ block: 'nearest' });
    };
    const viewport = window.visualViewport;
    window.addEventListener('resize', reveal);
    viewport?.addEventListener('resize', reveal);
    return () => {
      window.removeEventListener('resize', reveal);
      viewport?.removeEventListener('resize', reveal);
    };
  }, [rootRef, active]);
}
