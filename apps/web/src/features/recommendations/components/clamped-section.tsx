import { useId, useState } from 'react';
import { useClampOverflow } from '../../../components/ui/use-clamp-overflow';
import { useT } from '../../../i18n/language-store';

/**
 * A titled text clamped to 4 lines with Read More / Show Less (Analysis and Predictions). Whether it
 * overflows is measured, so the button appears only when something is hidden.
 */
export function ClampedSection({ title, text }: { title: string; text: string }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const { ref, overflows } = useClampOverflow<HTMLParagraphElement>(expanded);
  const id = useId();

  return (
    <section>
      <h3 className="font-bold text-slate-900">{title}</h3>
      <p
        ref={ref}
        id={id}
        className={`text-sm break-words whitespace-pre-line text-slate-800 ${expanded ? '' : 'line-clamp-4'}`}
      >
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
          {expanded ? t('rec.showLess') : t('rec.readMore')}
          <span className="sr-only">: {title}</span>
        </button>
      ) : null}
    </section>
  );
}
