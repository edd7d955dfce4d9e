import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../i18n/language-store';
import '../../../i18n/en/auth';

export interface TermsAcceptDialogProps {
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
  children: ReactNode;
}

/** Pixels of slack, so a fractional scroll position still counts as the end. */
const END_SLACK_PX = 8;

/**
 * The terms, which must be scrolled to the end before 'Accept Terms' enables (resident section 2).
 * Text short enough to fit without scrolling counts as read.
 */
export function TermsAcceptDialog({ open, onClose, onAccept, children }: TermsAcceptDialogProps) {
  const t = useT();
  const [reachedEnd, setReachedEnd] = useState(false);
  const scrollRef = useRef<HTMLElement | null>(null);

  const check = useCallback(() => {
    const box = scrollRef.current;
    if (box && box.scrollTop + box.clientHeight >= box.scrollHeight - END_SLACK_PX) setReachedEnd(true);
  }, []);

  useEffect(() => {
    if (!open) {
      setReachedEnd(false);
      return;
    }
    const frame = window.requestAnimationFrame(check);
    window.addEventListener('resize', check);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', check);
    };
  }, [open, check]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('signup.terms')}
      footer={
        <>
          <p className="mr-auto self-center text-sm text-slate-600" aria-live="polite">
            {reachedEnd ? '' : t('terms.scrollToAccept')}
          </p>
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100"
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            onClick={onAccept}
            disabled={!reachedEnd}
            className="min-h-11 rounded-full bg-slate-900 px-5 font-semibold text-white hover:bg-slate-800 disabled:cursor-not-allowed disabled:bg-slate-400"
          >
            {t('terms.accept')}
          </button>
        </>
      }
    >
      <section
        ref={scrollRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable text region must be reachable by keyboard to scroll it
        tabIndex={0}
        aria-label={t('terms.text')}
        onScroll={check}
        data-testid="terms-scroll"
        className="max-h-[45dvh] overflow-y-auto rounded-lg border border-slate-200 p-4"
      >
        {children}
      </section>
    </Modal>
  );
}
