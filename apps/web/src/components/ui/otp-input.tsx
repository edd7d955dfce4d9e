import { LIMITS } from '@dengue/core';
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { useT } from '../../i18n/language-store';
import '../../i18n/en/auth';

/** The code as its boxes hold it: one entry per box, '' when empty. */
export type OtpDigits = string[];

export const emptyOtp = (length: number = LIMITS.otpDigits): OtpDigits => Array.from({ length }, () => '');
export const otpCode = (digits: OtpDigits): string => digits.join('');
export const isOtpComplete = (digits: OtpDigits): boolean => digits.every((digit) => /^\d$/.test(digit));

export interface OtpInputProps {
  value: OtpDigits;
  onChange: (value: OtpDigits) => void;
  /** Names the group of boxes, e.g. 'Verification code'. */
  label: string;
  /** Red boxes after a failed check (resident section 8). */
  invalid?: boolean;
  /** Links the boxes to a message below them. */
  describedBy?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * One box per digit (resident section 5): digits only; typing moves to the next box; Backspace in an empty
 * box goes back; pasting (or the phone's one-time-code autofill) spreads a whole code over the boxes.
 */
export function OtpInput({
  value,
  onChange,
  label,
  invalid,
  describedBy,
  disabled,
  autoFocus,
}: OtpInputProps) {
  const t = useT();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const legendId = useId();
  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(value.length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes digits from box `start` on and moves to the box after the last one written. */
  const fill = (start: number, digits: string) => {
    if (!digits) return;
    const next = [...value];
    let index = start;
    for (const digit of digits) {
      if (index >= next.length) break;
      next[index] = digit;
      index += 1;
    }
    onChange(next);
    focusBox(index);
  };

  const setAt = (index: number, digit: string) => {
    const next = [...value];
    next[index] = digit;
    onChange(next);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key)) {
      // Typing over a filled box replaces its digit, then moves on.
      event.preventDefault();
      fill(index, event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      if (value[index]) setAt(index, '');
      else if (index > 0) {
        setAt(index - 1, '');
        focusBox(index - 1);
      }
    } else if (event.key === 'Delete') {
      event.preventDefault();
      setAt(index, '');
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    // A whole code fills every box, wherever the caret was.
    fill(digits.length >= value.length ? 0 : index, digits.slice(0, value.length));
  };

  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend id={legendId} className="mb-2 text-sm font-medium text-slate-800">
        {label}
      </legend>
      <div className="flex gap-3">
        {value.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions of one code
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            value={digit}
            onChange={(event) => {
              // Autofill and keyboards that send no key events arrive here.
              const digits = event.target.value.replace(/\D/g, '');
              if (!event.target.value) setAt(index, '');
              else if (digits.length === 1) fill(index, digits);
              else if (digits.length > 1) fill(digits.length >= value.length ? 0 : index, digits);
            }}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            aria-label={t('otp.digit', { n: index + 1, count: value.length })}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: the code boxes are the only task on the page
            autoFocus={autoFocus && index === 0}
            className={`size-14 rounded-lg border-2 bg-white text-center text-2xl font-bold text-slate-900 disabled:opacity-60 ${
              invalid ? 'border-red-700 bg-red-50' : 'border-slate-300 focus:border-blue-700'
            }`}
          />
        ))}
      </div>
    </fieldset>
  );
}
