import { type OtpPurpose, TIMING } from '@dengue/core';
import type { RateRule } from '../../lib/rate-limit.ts';

const MINUTE = 60;
const HOUR = 3600;

/**
 * Limits per IP and per e-mail (sign-in has its own, below). With 5 tries per code and at most 5 codes per e-mail per hour (resend and
 * forgot-password share the budget), an attacker gets at most 25 guesses an hour at a 4-digit code:
 * a 0.25% chance per hour, while the owner is alerted by the e-mails.
 */
export const AUTH_RATES = {
  register: (ip: string, email: string): RateRule[] => [
    { key: `register:ip:${ip}`, limit: 10, windowSeconds: HOUR },
    { key: `register:email:${email}`, limit: 5, windowSeconds: HOUR },
  ],
  verify: (ip: string, email: string): RateRule[] => [
    { key: `verify:ip:${ip}`, limit: 30, windowSeconds: 15 * MINUTE },
    { key: `verify:email:${email}`, limit: 25, windowSeconds: HOUR },
  ],
  /** Every new code, whatever its purpose, spends this budget. */
  newCode: (ip: string, email: string): RateRule[] => [
    { key: `code:ip:${ip}`, limit: 20, windowSeconds: HOUR },
    { key: `code:email:${email}`, limit: 5, windowSeconds: HOUR },
  ],
};

/**
 * The 60 s wait between codes, counted per address whether or not an account has it, so the answer to a
 * resend (a code sent, or 'Please wait N seconds') cannot tell a known address from an unknown one.
 */
export const codeCooldown = (purpose: OtpPurpose, email: string): RateRule => ({
  key: `code-cooldown:${purpose}:${email}`,
  limit: 1,
  windowSeconds: TIMING.otpResendCooldownSeconds,
});

/**
 * Sign-in counts wrong passwords only (docs/decisions/021): per account at one address, per address over all
 * accounts, and per account over all addresses (the brake: once on, an address that already failed on the
 * account waits, while an address without failures keeps its try).
 */
export const LOGIN_LIMITS = {
  perAccountAddress: { limit: 5, windowSeconds: 15 * MINUTE },
  perAddress: { limit: 30, windowSeconds: 15 * MINUTE },
  perAccount: { limit: 20, windowSeconds: HOUR },
} as const;
