import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import {
  createActiveAdmin,
  createVerifiedResident,
  logInThroughForm,
  RESIDENT_PASSWORD,
  STRONG_PASSWORD,
  SUPERADMIN,
  uniqueEmail,
} from './accounts';

/**
 * The four kinds of people the route tables are written for, each signed in once per worker and then
 * replayed into fresh browser contexts through Playwright's storage state (no form per test).
 */
export const ROLES = ['visitor', 'resident', 'admin', 'superadmin'] as const;
export type RoleName = (typeof ROLES)[number];

export interface RoleAccount {
  email: string;
  password: string;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface SignedIn {
  account: RoleAccount;
  state: StorageState;
  at: number;
}

// An access token lives 15 minutes and refresh tokens rotate: a state replayed after a renewal in another
// context would present a spent refresh token, so a worker signs in again well before the first expiry.
const STATE_MAX_AGE_MS = 10 * 60_000;

const OUTSIDE = /^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/;

// Each Playwright worker is its own process: this cache is one sign-in per role per worker.
const accounts = new Map<RoleName, Promise<RoleAccount>>();
const sessions = new Map<RoleName, Promise<SignedIn>>();

async function makeAccount(baseURL: string, role: Exclude<RoleName, 'visitor'>): Promise<RoleAccount> {
  if (role === 'superadmin') return { ...SUPERADMIN };
  if (role === 'admin') {
    const email = uniqueEmail('roles-admin');
    await createActiveAdmin(baseURL, email);
    return { email, password: STRONG_PASSWORD };
  }
  const email = uniqueEmail('roles-resident');
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await createVerifiedResident(api, email);
  } finally {
    await api.dispose();
  }
  return { email, password: RESIDENT_PASSWORD };
}

/** The account this worker uses for `role` (made through the API the first time it is asked for). */
export function accountFor(baseURL: string, role: Exclude<RoleName, 'visitor'>): Promise<RoleAccount> {
  let account = accounts.get(role);
  if (!account) {
    account = makeAccount(baseURL, role);
    accounts.set(role, account);
  }
  return account;
}

async function signIn(browser: Browser, baseURL: string, role: Exclude<RoleName, 'visitor'>) {
  const account = await accountFor(baseURL, role);
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    // Remember Me keeps the session in local storage, which the storage state carries.
    await logInThroughForm(page, account.email, account.password, { rememberMe: true });
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('refreshToken')), {
        message: `${role} session stored`,
      })
      .toBeTruthy();
    return { account, state: await context.storageState(), at: Date.now() };
  } finally {
    await context.close();
  }
}

async function signedIn(browser: Browser, baseURL: string, role: Exclude<RoleName, 'visitor'>) {
  const cached = sessions.get(role);
  if (cached) {
    const session = await cached.catch(() => null);
    if (session && Date.now() - session.at < STATE_MAX_AGE_MS) return session;
  }
  const fresh = signIn(browser, baseURL, role);
  sessions.set(role, fresh);
  return fresh;
}

/** A fresh browser context and page for `role`: a visitor has no session, the others are signed in. */
export async function openAs(
  browser: Browser,
  baseURL: string | undefined,
  role: RoleName,
): Promise<{ context: BrowserContext; page: Page }> {
  if (!baseURL) throw new Error('openAs needs the baseURL of playwright.config.ts');
  const storageState = role === 'visitor' ? undefined : (await signedIn(browser, baseURL, role)).state;
  // As playwright.config.ts does for the default page: the service worker would answer requests itself.
  const context = await browser.newContext({ baseURL, storageState, serviceWorkers: 'block' });
  // Tests stay on this machine: map tiles and any other outside request fail at once.
  await context.route(OUTSIDE, (route) => route.abort());
  return { context, page: await context.newPage() };
}

// One context per role per worker for pageAs: its HTTP cache keeps the immutable app chunks and the
// boundary file, so the hundredth page of a worker does not download them again.
const shared = new Map<RoleName, Promise<BrowserContext>>();

/**
 * A new page in this worker's context for `role`. Pages share the context's storage and cache (as the tabs
 * of one person's browser do) but nothing else: every test still loads the app from scratch.
 */
export async function pageAs(browser: Browser, baseURL: string | undefined, role: RoleName): Promise<Page> {
  let context = shared.get(role);
  if (!context) {
    context = openAs(browser, baseURL, role).then(async (opened) => {
      await opened.page.close();
      return opened.context;
    });
    shared.set(role, context);
  }
  return (await context).newPage();
}
