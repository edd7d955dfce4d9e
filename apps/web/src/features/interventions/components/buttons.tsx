import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';

/** The buttons of the intervention screens and dialogs, in the console's look. */

export function SecondaryButton(props: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      disabled={props.disabled}
      className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
    >
      {props.label}
    </button>
  );
}

export interface PrimaryButtonProps {
  label: ReactNode;
  busy?: boolean;
  tone?: 'dark' | 'danger' | 'cta';
  type?: 'button' | 'submit';
  form?: string;
  onClick?: () => void;
}

export function PrimaryButton({
  label,
  busy = false,
  tone = 'dark',
  type = 'button',
  form,
  onClick,
}: PrimaryButtonProps) {
  const look = {
    dark: 'bg-slate-900 text-white hover:bg-slate-800',
    danger: 'bg-red-700 text-white hover:bg-red-800',
    cta: 'bg-cta text-slate-900 hover:bg-cta-hover',
  }[tone];
  return (
    <button
      type={type}
      form={form}
      disabled={busy}
      onClick={onClick}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold shadow-sm disabled:opacity-70 ${look}`}
    >
      {busy ? <Spinner /> : null}
      {label}
    </button>
  );
}
