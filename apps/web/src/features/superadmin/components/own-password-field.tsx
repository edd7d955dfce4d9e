import type { Ref } from 'react';
import { TextInput } from '../../../components/ui/text-input';

export interface OwnPasswordFieldProps {
  ref?: Ref<HTMLInputElement>;
  value: string;
  /** A new value; the caller clears the field's error. */
  onChange: (value: string) => void;
  error: string | null;
  autoFocus?: boolean;
}

/** The superadmin's own password, asked before a sensitive action. */
export function OwnPasswordField({ ref, value, onChange, error, autoFocus }: OwnPasswordFieldProps) {
  return (
    <TextInput
      ref={ref}
      label="Your password"
      type="password"
      autoComplete="current-password"
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? undefined}
    />
  );
}
