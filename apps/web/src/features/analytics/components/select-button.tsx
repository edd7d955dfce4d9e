export interface SelectButtonProps {
  barangay: string;
  selected: boolean;
  onSelect: (name: string) => void;
  className?: string;
}

/**
 * 'Select' puts a barangay in the chart and the Selected tab. A toggle button whose name stays 'Select
 * {barangay}': pressed says which one is selected, to screen readers (aria-pressed) and to the eye.
 */
export function SelectButton({ barangay, selected, onSelect, className = '' }: SelectButtonProps) {
  return (
    <button
      type="button"
      onClick={() => onSelect(barangay)}
      aria-pressed={selected}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-slate-900 px-5 text-sm font-semibold ${
        selected ? 'bg-slate-900 text-white' : 'bg-white text-slate-900 hover:bg-slate-100'
      } ${className}`}
    >
      {selected ? (
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4">
          <path d="m4 10 4 4 8-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      ) : null}
      Select<span className="sr-only"> {barangay}</span>
    </button>
  );
}
