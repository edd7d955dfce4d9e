import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as accountMessages from './account-messages.ts';
import * as staffMessages from './admin-messages.ts';
import * as analyticsMessages from './analytics-messages.ts';
import * as csvImportMessages from './csv-import-messages.ts';
import { pleaseWaitSeconds, tryAgainInMinutes } from './extra-messages.ts';
import * as interventionMessages from './intervention-messages.ts';
import * as residentMessages from './messages.ts';
import * as postMessages from './post-messages.ts';

/** The admin document's messages, split by who shows them (see admin-messages.ts). */
const adminMessages = {
  ...staffMessages,
  ...accountMessages,
  ...postMessages,
  ...interventionMessages,
  ...csvImportMessages,
  ...analyticsMessages,
};

// A copy of the product spec is kept in docs/spec so the wording check runs everywhere, CI included.
const SPEC_DIR = fileURLToPath(new URL('../../../docs/spec', import.meta.url));
const specText = ['resident-and-public-area.md', 'admin-and-superadmin-area.md']
  .map((file) => readFileSync(join(SPEC_DIR, file), 'utf8'))
  .join('\n');

/** Every plain string of every message group exported by a module. */
const stringsOf = (module: Record<string, unknown>): string[] =>
  Object.entries(module)
    .filter(([name, value]) => name.endsWith('_MESSAGES') && typeof value === 'object' && value !== null)
    .flatMap(([, group]) => Object.values(group as Record<string, unknown>))
    .filter((value): value is string => typeof value === 'string');

/** Parameterised messages rendered with the spec's own placeholders. */
const templates = [
  residentMessages.locationSetIn('{barangay}'),
  residentMessages.unsupportedFiles('{names}'),
  residentMessages.welcomeUser('{name}'),
  residentMessages.foundResults('N'),
  residentMessages.noRecordedCasesFor('{barangay}'),
  adminMessages.reportStatusReverted('{status}'),
  adminMessages.imageTooLargeOffender('{file}'),
  adminMessages.alertCooldown('{n}'),
  adminMessages.alertCooldownHint('{n}'),
  adminMessages.pinWithinOnly('{barangay}'),
  adminMessages.pinWithinBoundaries('{barangay}'),
  adminMessages.errorLoadingData('{message}'),
  adminMessages.noRecommendationsFor('{label}'),
  adminMessages.errorLoadingPatternAlerts('{message}'),
  adminMessages.otpResentTo('{email}'),
  adminMessages.verificationOtpSentTo('{email}'),
];

describe('spec wording', () => {
  const all = [...stringsOf(residentMessages), ...stringsOf(adminMessages)];

  it('finds a sizeable catalogue', () => {
    expect(all.length).toBeGreaterThan(180);
  });

  it.each(all)('quotes %j exactly from the spec', (message) => {
    expect(specText).toContain(`'${message}'`);
  });

  it.each(templates)('quotes the template %j exactly from the spec', (message) => {
    expect(specText).toContain(`'${message}'`);
  });

  it("renders 'Account enabled/disabled successfully' as two messages", () => {
    expect(specText).toContain("'Account enabled/disabled successfully'");
    expect(adminMessages.accountToggled('enabled')).toBe('Account enabled successfully');
    expect(adminMessages.accountToggled('disabled')).toBe('Account disabled successfully');
    expect(specText).toContain("'Failed to enable/disable account'");
    expect(adminMessages.accountToggleFailed('enable')).toBe('Failed to enable account');
  });

  it('keeps the admin post format message apart from its elided file list', () => {
    const [before, after] = adminMessages.unsupportedPostFiles('\u0000').split('\u0000');
    expect(specText).toContain(`'${before}... ${after?.replace(/^\. /, '')}'`);
  });
});

describe('rendered parameterised messages', () => {
  it('fills in the values', () => {
    expect(residentMessages.locationSetIn('Bagbag')).toBe('Location set in Bagbag');
    expect(residentMessages.unsupportedFiles('a.gif, b.bmp')).toBe(
      'The following files are not supported: a.gif, b.bmp. Only JPG and PNG files are allowed.',
    );
    expect(residentMessages.foundResults(3)).toBe('Found 3 result(s)');
    expect(adminMessages.imageTooLargeOffender('big.jpg')).toBe(
      'Each image must be ≤ 2MB. Offender: big.jpg',
    );
    expect(adminMessages.alertCooldownHint(42)).toBe('Please wait 42 seconds before sending another alert');
  });

  it('says how long to wait before a new code, with the real number', () => {
    expect(pleaseWaitSeconds(37)).toBe('Please wait 37 seconds before requesting a new code.');
    expect(pleaseWaitSeconds(1)).toBe('Please wait 1 second before requesting a new code.');
  });

  it('says how many minutes a rate limit lasts', () => {
    expect(tryAgainInMinutes(15)).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(tryAgainInMinutes(1)).toBe('Too many attempts. Please try again in 1 minute.');
  });
});

describe('server messages', () => {
  it('uses the spec wording for a duplicate e-mail', () => {
    expect(adminMessages.ACCOUNT_MESSAGES.duplicateEmail).toBe(
      'An active account with this email already exists',
    );
  });
});
