import { dangerAction, neutralAction } from './page-header';

export interface RowActionProps {
  label: string;
  /** Read after the label by screen readers, e.g. the account's username. */
  srLabel: string;
  danger?: boolean;
  onClick: () => void;
}

/** One action button of an accounts-table row; the row's account is named for screen readers. */
export function RowAction({ label, srLabel, danger = false, onClick }: RowActionProps) {
  return (
    <button type="button" className={danger ? dangerAction : neutralAction} onClick={onClick}>
      {label}
      <span className="sr-only"> {srLabel}</span>
    </button>
  );
}
