/**
 * The modal dialogs open now, newest last. A modal <dialog> (showModal) sits in the browser's top layer and
 * makes the rest of the page inert, so a toast on the page body would be hidden behind its backdrop,
 * unclickable and unheard by screen readers. The toaster (toaster.tsx) renders inside the newest open
 * dialog instead (resident section 8: the toast is 'added to the open dialog or page body').
 */
const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export const openDialogs = {
  /** A modal dialog has just opened (showModal). */
  opened(dialog: HTMLDialogElement): void {
    if (open.includes(dialog)) return;
    open.push(dialog);
    changed();
  },
  /** A dialog is closing. */
  closed(dialog: HTMLDialogElement): void {
    const index = open.indexOf(dialog);
    if (index < 0) return;
    open.splice(index, 1);
    changed();
  },
  /** The newest open modal dialog, or null when none is open. */
  top: (): HTMLDialogElement | null => open[open.length - 1] ?? null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
