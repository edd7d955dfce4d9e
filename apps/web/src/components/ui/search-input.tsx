import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { useT } from '../../i18n/language-store';

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Accessible name of the field; hidden visually because the icon and placeholder say it already. */
  label?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

export function SearchInput({
  label,
  placeholder,
  className = '',
  id,
  ref,
  ...inputProps
}: SearchInputProps) {
  const t = useT();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {label ?? t('search.title')}
      </label>
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        focusable="false"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
      >
        <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m14 14 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        {...inputProps}
        ref={ref}
        id={inputId}
        type="search"
        placeholder={placeholder ?? t('search.placeholder')}
        className="min-h-11 w-full rounded-full border border-slate-300 bg-white py-2 pr-4 pl-10 text-slate-900 placeholder:text-slate-500 focus:border-blue-700"
      />
    </div>
  );
}
