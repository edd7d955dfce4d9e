import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useT } from '../../i18n/language-store';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: ReactNode;
  /**
   * Shown under the field and announced, in the reader's language (fieldErrorText, t()); marks the field
   * invalid. Several messages are listed together.
   */
  error?: string | readonly string[];
  /** A quiet line under the field, for example a length limit. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled field with an error state; a password field gets a show/hide toggle. */
export function TextInput({
  label,
  error,
  hint,
  type = 'text',
  id,
  ref,
  className = '',
  ...inputProps
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const t = useT();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const errors = typeof error === 'string' ? [error] : (error ?? []);
  const hasError = errors.length > 0;
  const describedBy =
    [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          {...inputProps}
          ref={ref}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={hasError ? true : undefined}
          aria-describedby={describedBy}
          className={`min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 ${
            isPassword ? 'pr-20' : ''
          } ${hasError ? 'border-red-700' : 'border-slate-300 focus:border-blue-700'}`}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-pressed={revealed}
            aria-controls={inputId}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded px-2 py-1 text-sm font-medium text-blue-800 hover:bg-slate-100"
          >
            {revealed ? t('field.hide') : t('field.show')}
            <span className="sr-only">{t('field.password')}</span>
          </button>
        ) : null}
      </div>
      {hint ? (
        <div id={hintId} className="text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      {errors.length === 1 ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {errors[0]}
        </p>
      ) : null}
      {errors.length > 1 ? (
        <ul id={errorId} role="alert" className="space-y-0.5 text-sm font-medium text-red-700">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
