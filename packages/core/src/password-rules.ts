import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { LIMITS, PASSWORD_SPECIAL_CHARACTERS } from './constants.ts';
import { SIGNUP_MESSAGES } from './messages.ts';

/**
 * Two password policies of the spec. Sign-up (resident section 5): at least 8 characters and a digit.
 * Strong (reset password and admin creation): also a lowercase, an uppercase and one of @$!%*?&, with the
 * admin form's wording. Other characters are allowed: the rule asks for a special character, it does
 * not forbid the rest.
 */
export type PasswordRules = 'signup' | 'strong';

const SPECIAL = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[$*?]/g, '\\$&')}]`);

const RULES: Record<PasswordRules, ReadonlyArray<[test: (password: string) => boolean, message: string]>> = {
  signup: [
    [(p) => p.length >= LIMITS.passwordMin, SIGNUP_MESSAGES.passwordTooShort],
    [(p) => /\d/.test(p), SIGNUP_MESSAGES.passwordNeedsNumber],
  ],
  strong: [
    [(p) => p.length >= LIMITS.passwordMin, ACCOUNT_MESSAGES.passwordMin],
    [(p) => /[a-z]/.test(p), ACCOUNT_MESSAGES.needsLowercase],
    [(p) => /[A-Z]/.test(p), ACCOUNT_MESSAGES.needsUppercase],
    [(p) => /\d/.test(p), ACCOUNT_MESSAGES.needsNumber],
    [(p) => SPECIAL.test(p), ACCOUNT_MESSAGES.needsSpecial],
  ],
};

/** Every unmet rule, in the spec's order, so the form can list them all together. */
export const passwordProblems = (password: string, rules: PasswordRules): string[] =>
  RULES[rules].filter(([test]) => !test(password)).map(([, message]) => message);

/**
 * A password field: blank gives 'Password is required' alone; otherwise one issue per unmet rule.
 * Not trimmed: spaces are part of a password.
 */
export const passwordSchema = (rules: PasswordRules) =>
  z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).superRefine((password, ctx) => {
    if (password === '' && rules === 'strong') {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.passwordRequired });
      return;
    }
    for (const message of passwordProblems(password, rules)) ctx.addIssue({ code: 'custom', message });
  });

/** True when a confirmation differs; callers put 'Passwords do not match' on the confirmation field. */
export const passwordsDiffer = (password: unknown, confirmation: unknown): boolean =>
  password !== confirmation;
