import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/language-store';
import '../../../i18n/en/community';

/**
 * The owner's menu on a post card (resident section 2): one item, Delete Post. Escape or a click elsewhere
 * closes it and focus goes back to its button.
 */
export function PostMenu({ onDelete }: { onDelete: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const item = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    item.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <span className="sr-only">{t('community.postOptions')}</span>
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-5">
          <circle cx="4" cy="10" r="1.8" fill="currentColor" />
          <circle cx="10" cy="10" r="1.8" fill="currentColor" />
          <circle cx="16" cy="10" r="1.8" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('community.postOptions')}
          className="absolute right-0 z-10 mt-1 w-44 rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <button
            ref={item}
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              // The confirmation returns focus to what had it when it opened: the menu's button.
              button.current?.focus();
              onDelete();
            }}
            className="flex min-h-11 w-full items-center px-4 text-left font-medium text-red-700 hover:bg-red-50 focus:bg-red-50"
          >
            {t('community.deletePost')}
          </button>
        </div>
      )}
    </div>
  );
}
