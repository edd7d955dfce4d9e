import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from './auth.ts';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const validRegistration = {
  email: 'Juan@Example.com ',
  username: ' juan ',
  password: 'abcdefg1',
  confirmPassword: 'abcdefg1',
};

describe('register', () => {
  it('accepts the edge password and normalises e-mail and username', () => {
    expect(registerSchema.parse(validRegistration)).toEqual({
      email: 'juan@example.com',
      username: 'juan',
      password: 'abcdefg1',
      confirmPassword: 'abcdefg1',
      role: 'user',
    });
  });

  it('rejects a 7-character password and a mismatch with the spec messages', () => {
    const result = registerSchema.safeParse({
      ...validRegistration,
      password: 'abcdef1',
      confirmPassword: 'x',
    });
    expect(messages(result)).toEqual([
      'password: Password must be at least 8 characters long',
      'confirmPassword: Passwords do not match',
    ]);
  });

  it('refuses to register anything but a resident', () => {
    expect(registerSchema.safeParse({ ...validRegistration, role: 'admin' }).success).toBe(false);
  });

  it('requires username and e-mail with the admin form wording', () => {
    const result = registerSchema.safeParse({ ...validRegistration, email: '  ', username: '' });
    expect(messages(result)).toEqual(['email: Email is required', 'username: Username is required']);
  });
});

describe('e-mail', () => {
  it('rejects an invalid address', () => {
    expect(messages(emailSchema.safeParse('juan@'))).toEqual([': Email is invalid']);
  });
});

describe('login', () => {
  it('accepts an optional superadmin role', () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: 'x', role: 'superadmin' }).role).toBe('superadmin');
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x', role: 'admin' }).success).toBe(false);
  });

  it('requires a password', () => {
    expect(messages(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual([
      'password: Password is required',
    ]);
  });
});

describe('OTP calls', () => {
  it('accepts exactly four digits and defaults the purpose', () => {
    expect(verifyOtpSchema.parse({ email: 'a@b.co', otp: '0123' })).toEqual({
      email: 'a@b.co',
      otp: '0123',
      purpose: 'account-verification',
    });
  });

  it.each(['123', '12345', '12a4', '１２３４'])('rejects %j', (otp) => {
    expect(verifyOtpSchema.safeParse({ email: 'a@b.co', otp }).success).toBe(false);
  });

  it("asks for the OTP when blank: 'Please enter the OTP'", () => {
    expect(messages(verifyOtpSchema.safeParse({ email: 'a@b.co', otp: '' }))).toEqual([
      'otp: Please enter the OTP',
    ]);
  });

  it('knows only the two purposes', () => {
    expect(resendOtpSchema.parse({ email: 'a@b.co', purpose: 'password-reset' }).purpose).toBe(
      'password-reset',
    );
    expect(resendOtpSchema.safeParse({ email: 'a@b.co', purpose: 'login' }).success).toBe(false);
  });
});

describe('password reset', () => {
  it('applies the strong rules and lists all messages together', () => {
    expect(messages(resetPasswordSchema.safeParse({ resetToken: 't', newPassword: 'abcdefgh' }))).toEqual([
      'newPassword: Needs an uppercase letter',
      'newPassword: Needs a number',
      'newPassword: Needs a special character',
    ]);
    expect(resetPasswordSchema.safeParse({ resetToken: 't', newPassword: 'Abcdef1!' }).success).toBe(true);
  });

  it('requires the reset token', () => {
    expect(resetPasswordSchema.safeParse({ resetToken: ' ', newPassword: 'Abcdef1!' }).success).toBe(false);
  });

  it('checks the confirmation in the form', () => {
    const result = resetPasswordFormSchema.safeParse({
      newPassword: 'Abcdef1!',
      confirmPassword: 'Abcdef1?',
    });
    expect(messages(result)).toEqual(['confirmPassword: Passwords do not match']);
  });
});

describe('refresh token', () => {
  it('requires a non-empty token', () => {
    expect(refreshTokenSchema.safeParse({ refreshToken: '' }).success).toBe(false);
    expect(refreshTokenSchema.parse({ refreshToken: 'abc' })).toEqual({ refreshToken: 'abc' });
  });
});
