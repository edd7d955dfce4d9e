import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/language-store';

/**
 * Text clamped to 3 lines (resident section 2, Post card), with 'See more' only when something is hidden.
 * Whether it overflows is measured, so it holds for any width and for long unbroken lines.
 */
export function ClampedText({ text }: { text: string }) {
  const t = useT();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const id = useId();

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

  return (
    <div className="mt-2">
      <p
        ref={ref}
        id={id}
        className={`break-words whitespace-pre-line text-slate-800 ${expanded ? '' : 'line-clamp-3'}`}
      >
        {text}
      </p>
      {(overflows || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 min-h-8 text-sm font-semibold text-blue-800 underline-offset-2 hover:underline"
        >
          {expanded ? t('common.seeLess') : t('common.seeMore')}
        </button>
      )}
    </div>
  );
}
