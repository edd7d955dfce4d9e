import { Spinner } from '../../../components/ui/spinner';

export interface SecondaryButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** The quiet, outlined button of the superadmin dialogs and wizard (Cancel, Back, Verify later). */
export function SecondaryButton({ label, onClick, disabled }: SecondaryButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100"
    >
      {label}
    </button>
  );
}

/** The Cancel button of the superadmin dialogs. */
export function CancelButton(props: Omit<SecondaryButtonProps, 'label'>) {
  return <SecondaryButton label="Cancel" {...props} />;
}

export interface ConfirmButtonProps {
  label: string;
  /** Shows a spinner and disables the button while the action runs. */
  busy: boolean;
  /** Red for destructive actions. */
  danger?: boolean;
  /** Wider padding, as in the create-admin wizard. */
  wide?: boolean;
  type?: 'button' | 'submit';
  /** The form a submit button submits, when it stands outside it. */
  form?: string;
  onClick?: () => void;
}

/** The confirming button of the superadmin dialogs. */
export function ConfirmButton({
  label,
  busy,
  danger = false,
  wide = false,
  type = 'button',
  form,
  onClick,
}: ConfirmButtonProps) {
  return (
    <button
      type={type}
      form={form}
      disabled={busy}
      onClick={onClick}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full ${wide ? 'px-6' : 'px-5'} font-semibold text-white disabled:opacity-70 ${
        danger ? 'bg-red-700 hover:bg-red-800' : 'bg-slate-900 hover:bg-slate-800'
      }`}
    >
      {busy ? <Spinner /> : null}
      {label}
    </button>
  );
}
