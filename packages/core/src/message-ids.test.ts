import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { identified, issueMessageId, MESSAGE_IDS, type MessageId, messageIdOf } from './message-ids.ts';
import { REPORT_FORM_MESSAGES, unsupportedFiles } from './messages.ts';
import { updateBioSchema } from './schemas/accounts.ts';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordFormSchema,
  verifyOtpSchema,
} from './schemas/auth.ts';
import { createCommentSchema } from './schemas/comments.ts';
import { buildCreateReportSchema } from './schemas/reports.ts';

const entries = Object.entries(MESSAGE_IDS) as [MessageId, string][];

describe('the message id table', () => {
  it('gives each English text one id, so a lookup by text is never a guess', () => {
    const texts = entries.map(([, text]) => text);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it('finds the id of every fixed message from its exact text, and nothing else', () => {
    for (const [id, text] of entries) expect(messageIdOf(text), id).toBe(id);
    expect(messageIdOf(`${ACCOUNT_MESSAGES.emailRequired}.`)).toBeUndefined();
    expect(messageIdOf('email is required')).toBeUndefined();
    expect(messageIdOf('toString')).toBeUndefined();
  });

  it('fills the placeholders of a message with values and keeps the values beside it', () => {
    expect(identified('report.unsupportedFiles', { names: 'a.gif, b.bmp' })).toEqual({
      id: 'report.unsupportedFiles',
      params: { names: 'a.gif, b.bmp' },
      message: unsupportedFiles('a.gif, b.bmp'),
    });
    expect(identified('report.maxImages')).toEqual({
      id: 'report.maxImages',
      message: REPORT_FORM_MESSAGES.maxImages,
    });
  });

  it("prefers a custom issue's params.id to its text", () => {
    expect(issueMessageId({ message: 'anything', params: { id: 'auth.needsNumber' } })).toBe(
      'auth.needsNumber',
    );
    expect(issueMessageId({ message: ACCOUNT_MESSAGES.emailInvalid })).toBe('auth.emailInvalid');
    expect(issueMessageId({ message: 'anything', params: { id: 'no.such.id' } })).toBeUndefined();
  });
});

/** Every issue of a failed parse: its text and the id the browser would translate it by. */
const issuesOf = (schema: z.ZodType, input: unknown) =>
  (schema.safeParse(input).error?.issues ?? []).map((issue) => ({
    message: issue.message,
    id: issueMessageId(issue),
  }));

/**
 * The resident's forms, each with inputs a person can type: every message they can get has an id whose
 * English is the message, so none reaches a Filipino page in English.
 */
describe('what the resident forms report', () => {
  const now = new Date('2026-11-21T16:30:00Z');
  const cases: [string, z.ZodType, unknown[]][] = [
    [
      'sign-up',
      registerSchema,
      [
        { email: '', username: '', password: '', confirmPassword: 'x' },
        { email: 'not-an-email', username: 'u'.repeat(200), password: 'abc', confirmPassword: 'abc' },
        {
          email: `${'a'.repeat(300)}@example.com`,
          username: 'ok',
          password: 'abcdefgh',
          confirmPassword: '',
        },
      ],
    ],
    [
      'log-in',
      loginSchema,
      [
        { email: '', password: '' },
        { email: 'x@', password: 'secret' },
      ],
    ],
    ['forgot password', forgotPasswordSchema, [{ email: '' }, { email: 'nope' }]],
    [
      'e-mail code',
      verifyOtpSchema,
      [
        { email: 'a@b.co', otp: '' },
        { email: 'a@b.co', otp: '12a' },
      ],
    ],
    [
      'new password',
      resetPasswordFormSchema,
      [
        { newPassword: '', confirmPassword: '' },
        { newPassword: 'abc', confirmPassword: 'abd' },
      ],
    ],
    ['bio', updateBioSchema, [{ bio: 'b'.repeat(501) }]],
    ['comment', createCommentSchema, [{ content: '   ' }, { content: 'c'.repeat(5000) }]],
    [
      'report',
      buildCreateReportSchema(() => now),
      [
        { barangay: '', description: '' },
        {
          barangay: 'Batasan Hills',
          specific_location: { type: 'Point', coordinates: [0, 0] },
          date_and_time: '2026-11-23T01:00:00+08:00',
          description: 'd'.repeat(501),
          address: 'a'.repeat(1000),
        },
        { date_and_time: '2026-11-22' },
        { date_and_time: '2026-11-22T00:31:00+08:00' },
        { date_and_time: '2026-11-19T10:00:00+08:00' },
      ],
    ],
  ];

  for (const [form, schema, inputs] of cases) {
    it(`${form}: every message has an id whose English is the message`, () => {
      const issues = inputs.flatMap((input) => issuesOf(schema, input));
      expect(issues.length).toBeGreaterThan(0);
      const unidentified = issues.filter(({ id, message }) => !id || MESSAGE_IDS[id] !== message);
      expect(unidentified).toEqual([]);
    });
  }

  it('custom issues carry their id themselves (no lookup by text)', () => {
    const mismatch = registerSchema.safeParse({
      email: 'a@b.co',
      username: 'u',
      password: 'abcdefg1',
      confirmPassword: 'other',
    });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], params: { id: 'auth.passwordsDoNotMatch' } }),
    ]);
    const future = buildCreateReportSchema(() => now).safeParse({
      date_and_time: '2026-11-23T01:00:00+08:00',
    });
    expect(future.error?.issues.find((issue) => issue.path[0] === 'date_and_time')).toMatchObject({
      params: { id: 'report.dateInFuture' },
    });
  });
});
