import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { LIMITS, PASSWORD_SPECIAL_CHARACTERS } from './constants.ts';
import { SIGNUP_MESSAGES } from './messages.ts';

/** The admin wizard's special-character rule, with the hint the spec's bare wording lacked. */
export const ADMIN_PASSWORD_SPECIAL = `${ACCOUNT_MESSAGES.needsSpecial} (any symbol, such as # . - or !)`;

/**
 * Three password policies. Sign-up (resident section 5): at least 8 characters and a digit. Strong
 * (reset password): also a lowercase, an uppercase and one of @$!%*?&, with the admin form's wording.
 * Admin (the create-admin wizard): the same, but any character that is not a letter or a digit counts
 * as special ('Officer#2026a' is a fine password), and the message says so. Other characters are always
 * allowed: the rules ask for a special character, they do not forbid the rest.
 */
export type PasswordRules = 'signup' | 'strong' | 'admin';

const SPECIAL = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[$*?]/g, '\\$&')}]`);
/** Any symbol, punctuation or space: neither an ASCII letter nor a digit. */
const ANY_SYMBOL = /[^A-Za-z0-9]/;

const LENGTH_AND_CLASSES: ReadonlyArray<[test: (password: string) => boolean, message: string]> = [
  [(p) => p.length >= LIMITS.passwordMin, ACCOUNT_MESSAGES.passwordMin],
  [(p) => /[a-z]/.test(p), ACCOUNT_MESSAGES.needsLowercase],
  [(p) => /[A-Z]/.test(p), ACCOUNT_MESSAGES.needsUppercase],
  [(p) => /\d/.test(p), ACCOUNT_MESSAGES.needsNumber],
];

const RULES: Record<PasswordRules, ReadonlyArray<[test: (password: string) => boolean, message: string]>> = {
  signup: [
    [(p) => p.length >= LIMITS.passwordMin, SIGNUP_MESSAGES.passwordTooShort],
    [(p) => /\d/.test(p), SIGNUP_MESSAGES.passwordNeedsNumber],
  ],
  strong: [...LENGTH_AND_CLASSES, [(p) => SPECIAL.test(p), ACCOUNT_MESSAGES.needsSpecial]],
  admin: [...LENGTH_AND_CLASSES, [(p) => ANY_SYMBOL.test(p), ADMIN_PASSWORD_SPECIAL]],
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
    if (password === '' && rules !== 'signup') {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.passwordRequired });
      return;
    }
    for (const message of passwordProblems(password, rules)) ctx.addIssue({ code: 'custom', message });
  });

/** True when a confirmation differs; callers put 'Passwords do not match' on the confirmation field. */
export const passwordsDiffer = (password: unknown, confirmation: unknown): boolean =>
  password !== confirmation;
