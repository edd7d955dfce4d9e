import { type ReactNode, useEffect, useId, useState } from 'react';
import { ChevronIcon } from '../../../components/ui/chevron-icon';
import { useT } from '../../../i18n/language-store';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import '../../../i18n/en/buzzline';

export interface CarouselProps<T> {
  items: readonly T[];
  /** Names the carousel for assistive technology, e.g. 'Latest news highlights'. */
  label: string;
  /** What one slide is called in the button names. */
  itemName?: 'slide' | 'image';
  renderSlide: (item: T, index: number) => ReactNode;
  /** Milliseconds between automatic moves; omitted for a carousel that moves only when asked. */
  autoAdvanceMs?: number;
  /** 'dark' draws the controls for a dark picture area. */
  tone?: 'light' | 'dark';
  className?: string;
}

const arrowBase =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full ' +
  'bg-white/90 text-slate-900 shadow-md ring-1 ring-slate-900/10 hover:bg-white';

/**
 * A carousel after the WAI-ARIA pattern: previous/next buttons and dots with accessible names, the slide
 * in a polite live region. With `autoAdvanceMs` it moves by itself, but never for users who prefer reduced
 * motion, and it stops while hovered or focused or after the Pause button; while it moves by itself the live
 * region is quiet, so a screen reader is not interrupted every few seconds.
 */
export function Carousel<T>({
  items,
  label,
  itemName = 'slide',
  renderSlide,
  autoAdvanceMs,
  tone = 'light',
  className = '',
}: CarouselProps<T>) {
  const t = useT();
  const itemWord = t(itemName === 'image' ? 'carousel.item.image' : 'carousel.item.slide');
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const slideId = useId();

  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const canAutoAdvance = autoAdvanceMs !== undefined && count > 1 && !reducedMotion;
  const rotating = canAutoAdvance && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating || autoAdvanceMs === undefined) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), autoAdvanceMs);
    return () => window.clearInterval(timer);
  }, [rotating, autoAdvanceMs, count]);

  if (count === 0) return null;
  const item = items[current] as T;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const dotIdle = tone === 'dark' ? 'bg-white/60 hover:bg-white' : 'bg-slate-400 hover:bg-slate-600';
  const dotActive = tone === 'dark' ? 'bg-cta' : 'bg-blue-800';

  return (
    <section
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative">
        <div id={slideId} aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
          {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel slide is a group, not a form fieldset */}
          <div
            role="group"
            aria-roledescription={itemWord}
            aria-label={t('carousel.position', { n: current + 1, count })}
            data-testid="carousel-slide"
          >
            {renderSlide(item, current)}
          </div>
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-controls={slideId}
              aria-label={t('carousel.previous', { item: itemWord })}
              onClick={() => go(current - 1)}
              className={`${arrowBase} left-3`}
            >
              <ChevronIcon direction="previous" />
            </button>
            <button
              type="button"
              aria-controls={slideId}
              aria-label={t('carousel.next', { item: itemWord })}
              onClick={() => go(current + 1)}
              className={`${arrowBase} right-3`}
            >
              <ChevronIcon direction="next" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="mt-3 flex flex-wrap items-center justify-center gap-1">
          {canAutoAdvance ? (
            <button
              type="button"
              onClick={() => setStopped((s) => !s)}
              className={`mr-2 min-h-11 rounded-full px-3 text-sm font-semibold underline underline-offset-4 ${
                tone === 'dark' ? 'text-white' : 'text-slate-800'
              }`}
            >
              {stopped ? t('carousel.play') : t('carousel.pause')}
            </button>
          ) : null}
          {items.map((_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
              key={i}
              type="button"
              aria-controls={slideId}
              aria-label={t('carousel.goTo', { item: itemWord, n: i + 1, count })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
              className="flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block rounded-full transition-all ${
                  i === current ? `h-3 w-6 ${dotActive}` : `size-3 ${dotIdle}`
                }`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
