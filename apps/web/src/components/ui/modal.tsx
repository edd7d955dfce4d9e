import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { useT } from '../../i18n/language-store';
import { openDialogs } from './open-dialogs';
import { useFieldAboveKeyboard } from './use-field-above-keyboard';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons under the body; a Close button is always present in the header. */
  footer?: ReactNode;
  /** Makes the body a named, keyboard-scrollable region for long text. */
  scrollLabel?: string;
  /** What gets focus on opening (a form's first field); the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Wider dialogs for forms with several columns. */
  size?: 'md' | 'lg';
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert, Tab and Shift+Tab cycle inside,
 * Escape and a click on the backdrop close it, and focus returns to what opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  scrollLabel,
  initialFocus,
  size = 'md',
}: ModalProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const openRef = useRef(open);
  openRef.current = open;
  useFieldAboveKeyboard(dialogRef, open);

  // A layout effect: the dialog opens in the frame that renders it, and on unmount it closes (and the toasts
  // go back to the page, see open-dialogs.ts) while it is still in the document.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      openDialogs.opened(dialog);
      (initialFocus?.current ?? focusableIn(dialog)[0])?.focus();
      const previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      return () => {
        document.body.style.overflow = previousOverflow;
        openDialogs.closed(dialog);
        if (dialog.open) dialog.close();
        returnFocusRef.current?.focus();
      };
    }
  }, [open, initialFocus]);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    // The dialog has no padding of its own, so a click that lands on it is a click on the backdrop.
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The browser may close a dialog by itself (a repeated Escape); keep the owner's state in step.
        if (openRef.current) onClose();
      }}
      onKeyDown={handleKeyDown}
      onClick={handleBackdropClick}
      className={`m-auto max-h-[90dvh] ${size === 'lg' ? 'w-[min(48rem,calc(100vw-2rem))]' : 'w-[min(42rem,calc(100vw-2rem))]'} overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl`}
    >
      {open ? (
        <div className="flex max-h-[90dvh] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-5 sm:py-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
              aria-label={t('ui.close', { title })}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-5">
                <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {scrollLabel ? (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable text region must be reachable by keyboard to scroll it
            <section aria-label={scrollLabel} tabIndex={0} className="overflow-y-auto px-4 py-4 sm:px-5">
              {children}
            </section>
          ) : (
            <div className="overflow-y-auto px-4 py-4 sm:px-5">{children}</div>
          )}
          {footer ? (
            <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-4">{footer}</div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
