import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { toast as sonner, Toaster } from 'sonner';
import { useT } from '../../i18n/language-store';
import { openDialogs } from './open-dialogs';
import { ToastCard, type ToastTone } from './toast-card';

/** Shows one toast (components/ui/toast.ts calls this once the chunk has loaded). */
export function showToast(tone: ToastTone, text: string, toastId?: string, sticky = false): void {
  // The card's time bar closes it (toast-card.tsx), so Sonner's own timer is switched off.
  sonner.custom(
    (id) => <ToastCard tone={tone} text={text} sticky={sticky} onClose={() => sonner.dismiss(id)} />,
    {
      id: toastId,
      duration: Number.POSITIVE_INFINITY,
    },
  );
}

export function dismissToast(toastId: string): void {
  sonner.dismiss(toastId);
}

/** Toasts wait while the window is in the background (another window or tab has the focus). */
function usePauseWhileAway(): void {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      if (document.hasFocus()) delete root.dataset.toastsPaused;
      else root.dataset.toastsPaused = '';
    };
    update();
    window.addEventListener('focus', update);
    window.addEventListener('blur', update);
    return () => {
      window.removeEventListener('focus', update);
      window.removeEventListener('blur', update);
      delete root.dataset.toastsPaused;
    };
  }, []);
}

/**
 * The one toaster: top centre, newest on top, swiped away sideways or up, each toast for its 3 s, which wait
 * while the pointer is on the toasts or the window is in the background.
 * It renders inside the newest open modal dialog, the only part of the page that is not inert then, and on
 * the body otherwise. Moving it remounts it; the new one takes over the toasts still showing, so a success
 * toast shown as its dialog closes stays on the page.
 */
export function AppToaster() {
  const t = useT();
  usePauseWhileAway();
  const dialog = useSyncExternalStore(openDialogs.subscribe, openDialogs.top);
  return createPortal(
    <Toaster
      position="top-center"
      expand
      visibleToasts={5}
      swipeDirections={['left', 'right', 'top']}
      customAriaLabel={t('toast.region')}
      toastOptions={{ unstyled: true, classNames: { toast: 'w-full' } }}
    />,
    dialog ?? document.body,
  );
}
