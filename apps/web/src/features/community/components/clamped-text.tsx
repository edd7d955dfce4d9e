import { ClampedParagraph } from '../../../components/ui/clamped-paragraph';
import { useT } from '../../../i18n/language-store';

/** Text clamped to 3 lines (resident section 2, Post card), with 'See more' only when something is hidden. */
export function ClampedText({ text }: { text: string }) {
  const t = useT();
  return (
    <div className="mt-2">
      <ClampedParagraph
        text={text}
        className="break-words whitespace-pre-line text-slate-800"
        clampClass="line-clamp-3"
        moreLabel={t('common.seeMore')}
        lessLabel={t('common.seeLess')}
      />
    </div>
  );
}
