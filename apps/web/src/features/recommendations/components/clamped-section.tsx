import { ClampedParagraph } from '../../../components/ui/clamped-paragraph';
import { useT } from '../../../i18n/language-store';

/** A titled text clamped to 4 lines with Read More / Show Less (Analysis and Predictions). */
export function ClampedSection({ title, text }: { title: string; text: string }) {
  const t = useT();
  return (
    <section>
      <h3 className="font-bold text-slate-900">{title}</h3>
      <ClampedParagraph
        text={text}
        className="text-sm break-words whitespace-pre-line text-slate-800"
        clampClass="line-clamp-4"
        moreLabel={t('rec.readMore')}
        lessLabel={t('rec.showLess')}
        labelSuffix={<span className="sr-only">: {title}</span>}
      />
    </section>
  );
}
