import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './error-code-names.ts';
import { ERROR_CODE_PARAMS, errorBodySchema } from './error-codes.ts';

describe('error codes', () => {
  it('are upper-case words, each its own name', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('name the cases the browser decides on', () => {
    for (const code of [
      'ACCOUNT_DISABLED',
      'ACCOUNT_NOT_VERIFIED',
      'INVALID_CREDENTIALS',
      'OTP_RESEND_WAIT',
      'RATE_LIMITED',
      'UNREADABLE_UPLOAD',
      'EMAIL_UNAVAILABLE',
    ]) {
      expect(isErrorCode(code), code).toBe(true);
    }
    expect(isErrorCode('account disabled')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('describe the params they carry', () => {
    expect(ERROR_CODE_PARAMS.OTP_RESEND_WAIT?.parse({ seconds: 37 })).toEqual({ seconds: 37 });
    expect(() => ERROR_CODE_PARAMS.OTP_RESEND_WAIT?.parse({ seconds: -1 })).toThrow();
    expect(ERROR_CODE_PARAMS.RATE_LIMITED?.parse({ seconds: 61, minutes: 2 })).toEqual({
      seconds: 61,
      minutes: 2,
    });
  });

  it('an error body needs a known code beside its message', () => {
    expect(errorBodySchema.safeParse({ message: 'x', code: 'NOT_FOUND' }).success).toBe(true);
    expect(errorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ message: 'x', code: 'SOMETHING_ELSE' }).success).toBe(false);
    // Extra fields some answers add (a CSV header check's findings) pass through.
    expect(errorBodySchema.parse({ message: 'x', code: 'BAD_REQUEST', found: ['a'] })).toHaveProperty(
      'found',
    );
  });
});
