import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { LIMITS, PASSWORD_SPECIAL_CHARACTERS } from './constants.ts';
import { type IdentifiedMessage, identified, idIssue, type MessageId } from './message-ids.ts';

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

const LENGTH_AND_CLASSES: ReadonlyArray<[test: (password: string) => boolean, id: MessageId]> = [
  [(p) => p.length >= LIMITS.passwordMin, 'auth.passwordMin'],
  [(p) => /[a-z]/.test(p), 'auth.needsLowercase'],
  [(p) => /[A-Z]/.test(p), 'auth.needsUppercase'],
  [(p) => /\d/.test(p), 'auth.needsNumber'],
];

const RULES: Record<PasswordRules, ReadonlyArray<[test: (password: string) => boolean, id: MessageId]>> = {
  signup: [
    [(p) => p.length >= LIMITS.passwordMin, 'auth.passwordTooShort'],
    [(p) => /\d/.test(p), 'auth.passwordNeedsNumber'],
  ],
  strong: [...LENGTH_AND_CLASSES, [(p) => SPECIAL.test(p), 'auth.needsSpecial']],
  admin: [...LENGTH_AND_CLASSES, [(p) => ANY_SYMBOL.test(p), 'auth.needsSymbol']],
};

/**
 * Every unmet rule, in the spec's order, so the form can list them all together: each with its id (the
 * browser shows it by id, in the reader's language) and its English (what the API answers).
 */
export const passwordProblems = (password: string, rules: PasswordRules): IdentifiedMessage[] =>
  RULES[rules].filter(([test]) => !test(password)).map(([, id]) => identified(id));

/**
 * A password field: blank gives 'Password is required' alone; otherwise one issue per unmet rule, each
 * with its id in `params.id`. Not trimmed: spaces are part of a password.
 */
export const passwordSchema = (rules: PasswordRules) =>
  z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).superRefine((password, ctx) => {
    if (password === '' && rules !== 'signup') {
      ctx.addIssue(idIssue('auth.passwordRequired'));
      return;
    }
    for (const { id } of passwordProblems(password, rules)) ctx.addIssue(idIssue(id));
  });

/** True when a confirmation differs; callers put 'Passwords do not match' on the confirmation field. */
export const passwordsDiffer = (password: unknown, confirmation: unknown): boolean =>
  password !== confirmation;
