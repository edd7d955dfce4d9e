import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';

/** The sink started by serve-with-mail-sink.mjs (see playwright.config.ts). */
export const MAIL_SINK_URL = process.env.E2E_MAIL_SINK_URL ?? 'http://127.0.0.1:4312';

export const SUPERADMIN = { email: 'superadmin@e2e.test', password: 'E2e-Superadmin-1!' } as const;

/** A sign-up password (8+ characters and a digit) and a strong one (reset and admin rules). */
export const RESIDENT_PASSWORD = 'mosquito42';
export const STRONG_PASSWORD = 'Dengue-Watch-2026!';

let counter = 0;
/** A fresh address per test, so tests never share an account. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@e2e.test`.toLowerCase();
}

export const usernameFrom = (email: string) => email.split('@')[0]!.slice(0, 40);

interface SinkMessage {
  to: string;
  subject: string;
  text: string;
}

async function messagesFor(email: string): Promise<SinkMessage[]> {
  const response = await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(email)}`);
  return (await response.json()) as SinkMessage[];
}

/** How many e-mails the sink holds for this address (to wait for the next one). */
export async function mailCount(email: string): Promise<number> {
  return (await messagesFor(email)).length;
}

/**
 * The 4-digit code of the newest e-mail to `email`, once more than `after` e-mails have arrived.
 * The code stands alone on its line in the text part.
 */
export async function codeFromMail(email: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await messagesFor(email);
        if (messages.length <= after) return undefined;
        code = /^(\d{4})$/m.exec(messages.at(-1)!.text)?.[1];
        return code;
      },
      { message: `an e-mailed code for ${email}`, timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code!;
}

/** A verified resident made through the API, for tests whose subject is not the sign-up screen. */
export async function createVerifiedResident(
  request: APIRequestContext,
  email: string,
  password = RESIDENT_PASSWORD,
): Promise<void> {
  const registered = await request.post('/api/v1/auth/register', {
    data: { email, username: usernameFrom(email), password, confirmPassword: password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const otp = await codeFromMail(email);
  const verified = await request.post('/api/v1/auth/verify-otp', {
    data: { email, otp, purpose: 'account-verification' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/** An active admin made through the API by the superadmin (create, then verify with the mailed code). */
export async function createActiveAdmin(
  baseURL: string,
  email: string,
  password = STRONG_PASSWORD,
): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await api.post('/api/v1/auth/login', { data: SUPERADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { Authorization: `Bearer ${accessToken}` };
    const created = await api.post('/api/v1/accounts', {
      headers,
      data: { username: usernameFrom(email), email, password, superadminPassword: SUPERADMIN.password },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { account } = (await created.json()) as { account: { _id: string } };
    const otp = await codeFromMail(email);
    const verified = await api.post(`/api/v1/accounts/${account._id}/verify-email`, {
      headers,
      data: { otp, superadminPassword: SUPERADMIN.password },
    });
    expect(verified.ok(), await verified.text()).toBe(true);
    return account._id;
  } finally {
    await api.dispose();
  }
}

/** The toast region, named in English or Filipino ('Notifications Alt+T', 'Mga abiso Alt+T'). */
export const toastRegion = (scope: Page | Locator) => scope.getByRole('region', { name: / Alt\+T$/ });

/** A toast with this text: an item of the toast region's list (its text is a status or an alert inside). */
export const toast = (scope: Page | Locator, text: string | RegExp) =>
  toastRegion(scope).getByRole('listitem').filter({ hasText: text });

/** Logs in through the form and waits for the welcome toast. */
export async function logInThroughForm(
  page: Page,
  email: string,
  password: string,
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.rememberMe) await page.getByLabel('Remember Me').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(toast(page, /^Welcome, /)).toBeVisible();
}

/** Types a code into the four boxes from the first one. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 4').click();
  await page.keyboard.type(code);
}

/** Pastes text into a box the way a browser does (a paste event with clipboard data). */
export async function pasteInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Reads the four boxes. */
export async function boxValues(page: Page): Promise<string> {
  const values: string[] = [];
  for (let index = 1; index <= 4; index += 1)
    values.push(await page.getByLabel(`Digit ${index} of 4`).inputValue());
  return values.join('');
}

export async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}
