import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { SIGNUP_MESSAGES } from './messages.ts';
import { passwordProblems, passwordSchema } from './password-rules.ts';

const texts = (problems: { message: string }[]) => problems.map((problem) => problem.message);

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('sign-up password rules', () => {
  it('accepts exactly 8 characters with a digit', () => {
    expect(texts(passwordProblems('abcdefg1', 'signup'))).toEqual([]);
  });

  it('rejects 7 characters with the spec message', () => {
    expect(texts(passwordProblems('abcdef1', 'signup'))).toEqual([
      'Password must be at least 8 characters long',
    ]);
  });

  it('rejects a password without a digit', () => {
    expect(texts(passwordProblems('abcdefgh', 'signup'))).toEqual([
      'Password must contain at least a number',
    ]);
  });

  it('lists every problem together, in the spec order', () => {
    expect(texts(passwordProblems('', 'signup'))).toEqual([
      SIGNUP_MESSAGES.passwordTooShort,
      SIGNUP_MESSAGES.passwordNeedsNumber,
    ]);
  });
});

describe('strong password rules (reset password, admin creation)', () => {
  it('accepts the edge: 8 characters with lower, upper, digit and each allowed special', () => {
    for (const special of '@$!%*?&')
      expect(texts(passwordProblems(`Abcdef1${special}`, 'strong'))).toEqual([]);
  });

  it('rejects 7 characters', () => {
    expect(texts(passwordProblems('Abcde1!', 'strong'))).toEqual(['Must be at least 8 characters']);
  });

  it('names each missing class with the admin form wording', () => {
    expect(texts(passwordProblems('ABCDEF1!', 'strong'))).toEqual(['Needs a lowercase letter']);
    expect(texts(passwordProblems('abcdef1!', 'strong'))).toEqual(['Needs an uppercase letter']);
    expect(texts(passwordProblems('Abcdefg!', 'strong'))).toEqual(['Needs a number']);
    expect(texts(passwordProblems('Abcdefg1', 'strong'))).toEqual(['Needs a special character']);
  });

  it('does not count other symbols as the special character, but allows them', () => {
    expect(texts(passwordProblems('Abcdef1#', 'strong'))).toEqual(['Needs a special character']);
    expect(texts(passwordProblems('Abc def1#!', 'strong'))).toEqual([]);
  });

  it('lists all messages together for an empty password', () => {
    expect(texts(passwordProblems('', 'strong'))).toEqual([
      ACCOUNT_MESSAGES.passwordMin,
      ACCOUNT_MESSAGES.needsLowercase,
      ACCOUNT_MESSAGES.needsUppercase,
      ACCOUNT_MESSAGES.needsNumber,
      ACCOUNT_MESSAGES.needsSpecial,
    ]);
  });
});

describe('message ids', () => {
  it('each problem carries the id of its message, which the browser translates by', () => {
    expect(passwordProblems('', 'signup')).toEqual([
      { id: 'auth.passwordTooShort', message: SIGNUP_MESSAGES.passwordTooShort },
      { id: 'auth.passwordNeedsNumber', message: SIGNUP_MESSAGES.passwordNeedsNumber },
    ]);
    expect(passwordProblems('abcdefgh', 'admin').map((problem) => problem.id)).toEqual([
      'auth.needsUppercase',
      'auth.needsNumber',
      'auth.needsSymbol',
    ]);
  });

  it('the schema reports the same ids in params.id', () => {
    const parsed = passwordSchema('strong').safeParse('abc');
    expect(parsed.error?.issues.map((issue) => ('params' in issue ? issue.params?.id : undefined))).toEqual([
      'auth.passwordMin',
      'auth.needsUppercase',
      'auth.needsNumber',
      'auth.needsSpecial',
    ]);
    expect(passwordSchema('strong').safeParse('').error?.issues[0]).toMatchObject({
      params: { id: 'auth.passwordRequired' },
    });
  });
});

describe('passwordSchema', () => {
  it('reports every unmet rule as its own issue', () => {
    expect(issuesOf(passwordSchema('strong').safeParse('abc'))).toEqual([
      'Must be at least 8 characters',
      'Needs an uppercase letter',
      'Needs a number',
      'Needs a special character',
    ]);
  });

  it("answers a blank strong password with 'Password is required' alone", () => {
    expect(issuesOf(passwordSchema('strong').safeParse(''))).toEqual(['Password is required']);
    expect(issuesOf(passwordSchema('strong').safeParse(undefined))).toEqual(['Password is required']);
  });

  it('does not trim: spaces are part of a password', () => {
    expect(passwordSchema('signup').parse(' abcdef1 ')).toBe(' abcdef1 ');
  });
});

describe('admin password rules (the create-admin wizard)', () => {
  it('counts any symbol as the special character', () => {
    for (const password of ['Officer#2026a', 'Officer.2026a', 'Officer-2026a', 'Officer 2026a', 'Abcdef1@'])
      expect(texts(passwordProblems(password, 'admin')), password).toEqual([]);
  });

  it('still needs one, and says which characters count', () => {
    expect(texts(passwordProblems('Officer2026a', 'admin'))).toEqual([
      'Needs a special character (any symbol, such as # . - or !)',
    ]);
    expect(texts(passwordProblems('', 'admin'))).toHaveLength(5);
  });

  it('is the rule of the create-admin body; resident resets keep the spec set', () => {
    expect(texts(passwordProblems('Officer#2026a', 'strong'))).toEqual(['Needs a special character']);
  });
});
