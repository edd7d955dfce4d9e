import { type Ref, type SelectHTMLAttributes, useId } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: string;
  options: readonly string[];
  /** The blank first option ('Select a status'); omitted when every choice is fine to start with. */
  placeholder?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled <select> with the error state of the text fields. */
export function SelectField({ label, options, placeholder, error, ref, id, ...props }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        {...props}
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-11 rounded-lg border bg-white px-3 text-slate-900 disabled:bg-slate-100 ${
          error ? 'border-red-700' : 'border-slate-300 focus:border-blue-700'
        }`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
