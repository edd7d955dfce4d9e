export interface SortButtonProps {
  label: string;
  order: 'asc' | 'desc';
  onToggle: () => void;
}

/** A column header that flips the server's sort order (newest first by default). */
export function SortButton({ label, order, onToggle }: SortButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className="inline-flex min-h-9 items-center gap-1 rounded font-semibold hover:underline"
    >
      {label}
      <span aria-hidden="true">{order === 'desc' ? '↓' : '↑'}</span>
      <span className="sr-only">{order === 'desc' ? ', newest first' : ', oldest first'}</span>
    </button>
  );
}
