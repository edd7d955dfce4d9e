import { describe, expect, it } from 'vitest';
import { interpolate, placeholdersOf } from './catalogue';
import { aboutEn } from './en/about';
import { actionsEn } from './en/actions';
import { alertsEn } from './en/alerts';
import { analyticsEn } from './en/analytics';
import { authEn } from './en/auth';
import { buzzlineEn } from './en/buzzline';
import { clusterCallsEn } from './en/cluster-calls';
import { communityEn } from './en/community';
import { effectivenessEn } from './en/effectiveness';
import { emojiEn } from './en/emoji';
import { legalEn } from './en/legal';
import { mapEn } from './en/map';
import { outboxEn } from './en/outbox';
import { profileEn } from './en/profile';
import { recommendationsEn } from './en/recommendations';
import { reportEn } from './en/report';
import { serverEn } from './en/server';
import { shellEn } from './en/shell';

const en = {
  ...shellEn,
  ...aboutEn,
  ...actionsEn,
  ...alertsEn,
  ...analyticsEn,
  ...authEn,
  ...buzzlineEn,
  ...clusterCallsEn,
  ...communityEn,
  ...effectivenessEn,
  ...emojiEn,
  ...legalEn,
  ...mapEn,
  ...outboxEn,
  ...profileEn,
  ...recommendationsEn,
  ...reportEn,
  ...serverEn,
};
const parts = [
  shellEn,
  aboutEn,
  actionsEn,
  alertsEn,
  analyticsEn,
  authEn,
  buzzlineEn,
  clusterCallsEn,
  communityEn,
  effectivenessEn,
  emojiEn,
  legalEn,
  mapEn,
  outboxEn,
  profileEn,
  recommendationsEn,
  reportEn,
  serverEn,
];

import { fil } from './fil';
import { formattersFor } from './format';

describe('catalogues', () => {
  it('Filipino has exactly the English keys', () => {
    expect(Object.keys(fil).sort()).toEqual(Object.keys(en).sort());
  });

  it('every Filipino message keeps the placeholders of its English message', () => {
    const mismatched = Object.entries(en)
      .filter(
        ([key, english]) =>
          placeholdersOf(english).join() !== placeholdersOf(fil[key as keyof typeof en]).join(),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('no message is empty', () => {
    const empty = [...Object.entries(en), ...Object.entries(fil)].filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });

  it('fills placeholders and leaves an unknown one visible', () => {
    expect(interpolate('Found {count} result(s)', { count: 3 })).toBe('Found 3 result(s)');
    expect(interpolate('Hello {name}', {})).toBe('Hello {name}');
  });

  it('writes numbers with the given number format and leaves text as it is', () => {
    const german = new Intl.NumberFormat('de-DE');
    expect(interpolate('{count} of {year}', { count: 12345.5, year: '2026' }, german.format)).toBe(
      '12.345,5 of 2026',
    );
    // Without a format, as before: String().
    expect(interpolate('{count}', { count: 12345 })).toBe('12345');
  });
});

describe('formatters', () => {
  const at = '2026-11-21T16:30:00.000Z'; // 22 November 2026, 12:30 AM in Manila

  it('English keeps the spec formats', () => {
    const en = formattersFor('en');
    expect(en.longDate(at)).toBe('November 22, 2026');
    expect(en.dateTime(at)).toBe('November 22, 2026 at 12:30 AM');
    expect(en.relativeTime('2026-11-22T00:00:00Z', '2026-11-22T03:00:00Z')).toBe('3h ago');
    expect(en.number(12345)).toBe('12,345');
  });

  it('Filipino writes Filipino month names on the Manila calendar', () => {
    const fil = formattersFor('fil');
    expect(fil.longDate(at)).toBe('Nobyembre 22, 2026');
    expect(fil.dateTime(at)).toMatch(/^Nobyembre 22, 2026 nang 12:30\sAM$/);
    expect(fil.relativeTime('2026-11-22T00:00:00Z', '2026-11-22T03:00:00Z')).toBe('3 oras ang nakalipas');
    expect(fil.relativeTime('2026-11-20T00:00:00Z', '2026-11-22T03:00:00Z')).toBe('2 araw ang nakalipas');
    expect(fil.number(12345.5)).toBe('12,345.5');
    expect(fil.relativeTime('2026-11-16T00:00:00Z', '2026-11-22T03:00:00Z')).toBe('6 araw ang nakalipas');
    expect(fil.longDate('not a date')).toBe('');
  });

  it('Filipino relative times carry no bracketed plural placeholder, whatever the count', () => {
    const fil = formattersFor('fil');
    const now = Date.parse('2026-11-22T03:00:00Z');
    const texts = [1, 2, 4, 6, 9, 16, 30].flatMap((n) =>
      [60_000, 3_600_000, 86_400_000].map((unit) =>
        fil.relativeTime(new Date(now - n * unit), new Date(now)),
      ),
    );
    expect(texts.filter((text) => /[()]/.test(text))).toEqual([]);
  });
});

describe('Filipino at run time', () => {
  it('translates keyed messages by key and shows text as it is: nothing is looked up by its English', async () => {
    const { setLanguage, displayText, t } = await import('./language-store');
    const { REPORT_FORM_MESSAGES } = await import('@dengue/core');
    await import('./en/report');
    const locationSet = { key: 'report.locationSetIn', params: { barangay: 'Batasan Hills' } } as const;
    const unsupported = { key: 'report.unsupportedFiles', params: { names: 'a.gif, b.bmp' } } as const;
    // In English a keyed message reads exactly as core words it.
    expect(displayText(locationSet)).toBe(REPORT_FORM_MESSAGES.locationSetIn('Batasan Hills'));
    expect(displayText(unsupported)).toBe(REPORT_FORM_MESSAGES.unsupportedFiles('a.gif, b.bmp'));
    await setLanguage('fil');
    try {
      expect(t('nav.home')).toBe('Tahanan');
      expect(displayText({ key: 'feed.postDeleted' })).toBe('Matagumpay na nabura ang post');
      expect(displayText(locationSet)).toBe('Naitakda ang lokasyon sa Batasan Hills');
      expect(displayText(unsupported)).toBe(
        'Hindi tinatanggap ang mga file na ito: a.gif, b.bmp. JPG at PNG file lang ang tinatanggap.',
      );
      // A string is text already in the reader's language (a name, an API answer): never recognised back,
      // even when it happens to be a sentence the catalogue holds.
      expect(displayText(REPORT_FORM_MESSAGES.barangayRequired)).toBe(REPORT_FORM_MESSAGES.barangayRequired);
      expect(formattersFor('fil').relativeTime('2026-11-22T00:00:30Z', '2026-11-22T00:01:00Z')).toBe(
        'ngayon lang',
      );
    } finally {
      await setLanguage('en');
    }
    expect(t('nav.home')).toBe('Home');
  });

  it('labels stored values and pattern types by their keys', async () => {
    const { setLanguage, patternLabel, translateValue } = await import('./language-store');
    expect(translateValue('interventionType', 'Clean-up Drive')).toBe('Clean-up Drive');
    expect(patternLabel('low_level_activity')).toBe('Low Level Activity');
    await setLanguage('fil');
    try {
      expect(translateValue('reportType', 'Stagnant Water')).toBe(fil['reportType.Stagnant Water']);
      expect(translateValue('interventionType', 'Clean-up Drive')).toBe(fil['interventionType.cleanUp']);
      expect(translateValue('interventionStatus', 'Ongoing')).toBe(fil['interventionStatus.ongoing']);
      expect(patternLabel('low_level_activity')).toBe(fil['pattern.lowLevel']);
      expect(translateValue('reportType', 'Something new')).toBe('Something new');
    } finally {
      await setLanguage('en');
    }
  });
});

describe("core's message ids", () => {
  it("each has an English entry equal to core's text and a Filipino entry with the same placeholders", async () => {
    const { MESSAGE_IDS } = await import('@dengue/core');
    const ids = Object.keys(MESSAGE_IDS) as (keyof typeof MESSAGE_IDS)[];
    expect(ids.length).toBeGreaterThan(40);
    const mismatched = ids.filter((id) => (en as Record<string, string>)[id] !== MESSAGE_IDS[id]);
    expect(mismatched).toEqual([]);
    const missing = ids.filter((id) => !(fil as Record<string, string>)[id]?.trim());
    expect(missing).toEqual([]);
    const placeholders = ids.filter(
      (id) =>
        placeholdersOf(MESSAGE_IDS[id]).join() !==
        placeholdersOf((fil as Record<string, string>)[id] ?? '').join(),
    );
    expect(placeholders).toEqual([]);
  });

  it("a form shows a zod field message in the reader's language, by the id core gives it", async () => {
    const { setLanguage } = await import('./language-store');
    const { fieldErrorText, keyedIssue } = await import('./core-messages');
    const { ACCOUNT_MESSAGES, registerSchema } = await import('@dengue/core');
    const issues =
      registerSchema.safeParse({ email: 'x', username: '', password: 'abc', confirmPassword: 'abd' }).error
        ?.issues ?? [];
    expect(fieldErrorText({ message: ACCOUNT_MESSAGES.emailInvalid })).toBe(ACCOUNT_MESSAGES.emailInvalid);
    await setLanguage('fil');
    try {
      expect(fieldErrorText({ message: ACCOUNT_MESSAGES.emailInvalid })).toBe(fil['auth.emailInvalid']);
      // A message core has no id for (an English-only console's rule) stays as written.
      expect(fieldErrorText({ message: 'Pin must be within Culiat only' })).toBe(
        'Pin must be within Culiat only',
      );
      expect(fieldErrorText(undefined)).toBeUndefined();
      const shown = issues.map((issue) => {
        const keyed = keyedIssue(issue);
        return typeof keyed === 'string' ? keyed : fil[keyed.key];
      });
      expect(shown).toEqual([
        fil['auth.emailInvalid'],
        fil['auth.usernameRequired'],
        fil['auth.passwordTooShort'],
        fil['auth.passwordNeedsNumber'],
        fil['auth.passwordsDoNotMatch'],
      ]);
    } finally {
      await setLanguage('en');
    }
  });
});

describe('API errors, translated by code', () => {
  it("English shows the server's own message; Filipino the code's wording with its params", async () => {
    const { setLanguage } = await import('./language-store');
    const { translateError, translateErrorList } = await import('./translate-error');
    const { API_MESSAGES } = await import('@dengue/core');
    const wait = {
      code: 'OTP_RESEND_WAIT',
      params: { seconds: 37 },
      message: API_MESSAGES.pleaseWaitSeconds(37),
    };
    const unknownWording = { code: 'CONFLICT', message: 'This report changed meanwhile.' };
    expect(translateError(wait)).toBe(API_MESSAGES.pleaseWaitSeconds(37));
    expect(
      translateError({ code: 'BAD_REQUEST', params: { id: 'report.dateInFuture' }, message: 'As sent' }),
    ).toBe('As sent');
    expect(translateErrorList({ errors: ['As sent'], errorIds: ['auth.emailInvalid'] })).toEqual(['As sent']);
    await setLanguage('fil');
    try {
      expect(translateError(wait)).toBe('Pakihintay ang 37 segundo bago humiling ng panibagong code.');
      // The same code with any English wording gets the same Filipino: nothing is matched by sentence.
      expect(translateError({ ...wait, message: 'Hold on for 37 s' })).toBe(
        'Pakihintay ang 37 segundo bago humiling ng panibagong code.',
      );
      expect(translateError({ code: 'INVALID_CREDENTIALS', message: 'anything' })).toBe(
        fil['apiError.INVALID_CREDENTIALS'],
      );
      expect(translateError(unknownWording)).toBe('This report changed meanwhile.');
      expect(translateError({})).toBe(fil['server.unexpected']);
      // A message of core's arrives with its id: worded by it, whatever the English says.
      expect(
        translateError({ code: 'BAD_REQUEST', params: { id: 'report.dateInFuture' }, message: 'anything' }),
      ).toBe(fil['report.dateInFuture']);
      expect(translateError({ code: 'BAD_REQUEST', params: { id: 'no.such.key' }, message: 'As sent' })).toBe(
        'As sent',
      );
      expect(
        translateErrorList({
          errors: ['Email is invalid', 'Something of its own'],
          errorIds: ['auth.emailInvalid', null],
        }),
      ).toEqual([fil['auth.emailInvalid'], 'Something of its own']);
    } finally {
      await setLanguage('en');
    }
  });

  it("the English wording of a code with params is the server's sentence", async () => {
    const { API_MESSAGES } = await import('@dengue/core');
    expect(interpolate(en['apiError.OTP_RESEND_WAIT'], { seconds: 37 })).toBe(
      API_MESSAGES.pleaseWaitSeconds(37),
    );
    expect(interpolate(en['apiError.RATE_LIMITED'], { minutes: 15 })).toBe(
      API_MESSAGES.tryAgainInMinutes(15),
    );
    expect(interpolate(en['apiError.OTP_WRONG'], { attemptsLeft: 3 })).toBe(API_MESSAGES.wrongOtp(3));
  });

  it('every apiError.* key names a code of the API', async () => {
    const { isErrorCode } = await import('@dengue/core');
    const keys = Object.keys(en).filter((key) => key.startsWith('apiError.'));
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(isErrorCode(key.slice('apiError.'.length)), key).toBe(true);
  });
});

describe('numbers in messages', () => {
  it("follow the reader's language in t()", async () => {
    const { setLanguage, t, formatNumber } = await import('./language-store');
    expect(t('notifications.unreadOther', { count: 12345 })).toBe('12,345 unread notifications');
    await setLanguage('fil');
    try {
      expect(t('notifications.unreadOther', { count: 12345 })).toBe(
        fil['notifications.unreadOther'].replace('{count}', new Intl.NumberFormat('fil-PH').format(12345)),
      );
      expect(formatNumber(1234.5)).toBe(new Intl.NumberFormat('fil-PH').format(1234.5));
      expect(formattersFor('fil').number(1234.5)).toBe(formatNumber(1234.5));
    } finally {
      await setLanguage('en');
    }
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });
});

describe('English parts', () => {
  it('no key is in two parts', () => {
    const total = parts.reduce((sum, part) => sum + Object.keys(part).length, 0);
    expect(Object.keys(en)).toHaveLength(total);
  });
});
