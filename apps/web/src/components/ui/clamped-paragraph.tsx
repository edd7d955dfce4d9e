import { type ReactNode, useId, useState } from 'react';
import { useClampOverflow } from './use-clamp-overflow';

/**
 * A paragraph clamped by CSS (`clampClass`, a full `line-clamp-N` class so Tailwind sees it) with a button to
 * open and close it, shown only when something is hidden. Whether it overflows is measured, so it holds for any
 * width and for long unbroken lines.
 */
export function ClampedParagraph({
  text,
  className,
  clampClass,
  moreLabel,
  lessLabel,
  labelSuffix,
}: {
  text: string;
  className: string;
  clampClass: string;
  moreLabel: string;
  lessLabel: string;
  /** Said after the button's label to screen readers only (which section it opens). */
  labelSuffix?: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const { ref, overflows } = useClampOverflow<HTMLParagraphElement>(expanded);
  const id = useId();

  return (
    <>
      <p ref={ref} id={id} className={`${className} ${expanded ? '' : clampClass}`}>
        {text}
      </p>
      {overflows || expanded ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 min-h-8 text-sm font-semibold text-blue-800 underline-offset-2 hover:underline"
        >
          {expanded ? lessLabel : moreLabel}
          {labelSuffix}
        </button>
      ) : null}
    </>
  );
}
