import type { OtpPurpose } from '@dengue/core';

/** What the OTP page needs to know, carried in the navigation state (it survives a reload of the tab). */
export interface OtpPageState {
  email: string;
  purpose?: OtpPurpose;
  /** 'login': the account exists but was never verified; the page says so. */
  from?: 'signup' | 'login';
  /** Seconds before Resend is allowed (60 after a fresh code, or the server's wait). */
  cooldownSeconds?: number;
}

export function readOtpPageState(state: unknown): OtpPageState | null {
  if (!state || typeof state !== 'object') return null;
  const value = state as Partial<OtpPageState>;
  if (typeof value.email !== 'string' || !value.email) return null;
  return {
    email: value.email,
    purpose: value.purpose,
    from: value.from,
    cooldownSeconds: typeof value.cooldownSeconds === 'number' ? value.cooldownSeconds : undefined,
  };
}
