const TONES = {
  neutral: 'border-slate-300 text-slate-900 hover:bg-slate-100',
  danger: 'border-red-300 text-red-800 hover:bg-red-50',
  ok: 'border-green-700 text-green-900 hover:bg-green-50',
} as const;

export interface RowActionProps {
  label: string;
  /** Read after the label by screen readers: which row's thing it acts on (a username, a title). */
  srLabel: string;
  tone?: keyof typeof TONES;
  /** -1 where the row itself takes the focus and answers the keys (the reports grid). */
  tabIndex?: number;
  onClick: () => void;
}

/** A small outlined button in an admin table's Actions cell. */
export function RowAction({ label, srLabel, tone = 'neutral', tabIndex, onClick }: RowActionProps) {
  return (
    <button
      type="button"
      tabIndex={tabIndex}
      className={`min-h-9 rounded-lg border px-3 text-xs font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${TONES[tone]}`}
      onClick={onClick}
    >
      {label}
      <span className="sr-only"> {srLabel}</span>
    </button>
  );
}
