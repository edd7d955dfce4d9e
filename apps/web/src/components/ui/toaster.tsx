import { TIMING } from '@dengue/core';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { toast as sonner, Toaster } from 'sonner';
import { useT } from '../../i18n/language-store';
import { openDialogs } from './open-dialogs';
import { ToastCard, type ToastTone } from './toast-card';

/** Shows one toast (components/ui/toast.ts calls this once the chunk has loaded). */
export function showToast(tone: ToastTone, text: string, toastId?: string): void {
  sonner.custom((id) => <ToastCard tone={tone} text={text} onClose={() => sonner.dismiss(id)} />, {
    id: toastId,
    duration: TIMING.toastAutoCloseMs,
  });
}

export function dismissToast(toastId: string): void {
  sonner.dismiss(toastId);
}

/**
 * The one toaster: top centre, newest on top, swiped away sideways or up, paused while the pointer is on it.
 * It renders inside the newest open modal dialog, the only part of the page that is not inert then, and on
 * the body otherwise. Moving it remounts it; the new one takes over the toasts still showing, so a success
 * toast shown as its dialog closes stays on the page.
 */
export function AppToaster() {
  const t = useT();
  const dialog = useSyncExternalStore(openDialogs.subscribe, openDialogs.top);
  return createPortal(
    <Toaster
      position="top-center"
      expand
      visibleToasts={5}
      duration={TIMING.toastAutoCloseMs}
      swipeDirections={['left', 'right', 'top']}
      customAriaLabel={t('toast.region')}
      toastOptions={{ unstyled: true, classNames: { toast: 'w-full' } }}
    />,
    dialog ?? document.body,
  );
}
