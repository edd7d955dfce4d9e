import { useId, useState } from 'react';
import { useClampOverflow } from '../../../components/ui/use-clamp-overflow';
import { useT } from '../../../i18n/language-store';

/**
 * Text clamped to 3 lines (resident section 2, Post card), with 'See more' only when something is hidden.
 * Whether it overflows is measured, so it holds for any width and for long unbroken lines.
 */
export function ClampedText({ text }: { text: string }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const { ref, overflows } = useClampOverflow<HTMLParagraphElement>(expanded);
  const id = useId();

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
