/**
 * Where the toasts live. A modal <dialog> (showModal) sits in the browser's top layer and makes the rest of
 * the page inert: a toast on the page body would be hidden behind its backdrop, unclickable and unheard by
 * screen readers. So the one toast container is portalled into a host element that moves into the topmost
 * open dialog while one is open and back to the body when the last one closes (resident section 8: the toast
 * is 'added to the open dialog or page body'). Moving the element, not remounting the container, keeps the
 * toasts on screen across the move: a success toast fired as its dialog closes stays for its 3 s.
 */
const openDialogs: HTMLDialogElement[] = [];
let host: HTMLDivElement | null = null;

function place(): void {
  if (!host) return;
  const target = openDialogs[openDialogs.length - 1] ?? document.body;
  if (host.parentNode !== target) target.appendChild(host);
}

export const toastLayer = {
  /** The element the toast container renders into; created on the body the first time it is asked for. */
  host(): HTMLDivElement {
    if (!host) {
      host = document.createElement('div');
      host.dataset.toastLayer = '';
      place();
    }
    return host;
  },
  /** A modal dialog has just opened (showModal): toasts appear inside it from now on. */
  dialogOpened(dialog: HTMLDialogElement): void {
    if (!openDialogs.includes(dialog)) openDialogs.push(dialog);
    place();
  },
  /** A dialog is closing: toasts go back to the dialog below it, or to the body. */
  dialogClosed(dialog: HTMLDialogElement): void {
    const index = openDialogs.indexOf(dialog);
    if (index >= 0) openDialogs.splice(index, 1);
    place();
  },
};
