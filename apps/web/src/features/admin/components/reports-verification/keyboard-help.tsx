const KEYS: [string, string][] = [
  ['↑ ↓', 'move between reports'],
  ['Enter', 'open'],
  ['V', 'verify'],
  ['R', 'reject'],
  ['U', 'undo'],
  ['Space', 'select'],
];

/** The grid's shortcuts, always shown, so an officer can clear the queue without the mouse. */
export function KeyboardHelp() {
  return (
    <section aria-label="Keyboard shortcuts" className="text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-semibold text-slate-900">Keyboard:</span>
        {KEYS.map(([key, what]) => (
          <span key={key}>
            <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-900">
              {key}
            </kbd>{' '}
            {what}
          </span>
        ))}
      </p>
    </section>
  );
}
