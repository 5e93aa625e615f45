import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

type Credentials = { username: string; password: string };
type Viewport = { width: number; height: number };
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** A fresh Italian browser context of the given size on the product (no session yet). */
export const openPage = async (browser: Browser, viewport: Viewport): Promise<Page> => (await browser.newContext({ locale: 'it-IT', viewport })).newPage();

/** Signs in through the /auth form like a person would and waits for the dashboard. */
export const signInThroughForm = async (browser: Browser, baseUrl: string, credentials: Credentials, viewport: Viewport): Promise<Page> => {
  const page = await openPage(browser, viewport);
  await page.goto(`${baseUrl}/auth`);
  await page.locator('#login-form_username').fill(credentials.username);
  await page.locator('#login-form_password').fill(credentials.password);
  await page.locator('#login-form button[type=submit]').click();
  await page.waitForURL(`${baseUrl}/`);
  return page;
};

// The session (cookies and storage) of each account on each product, once signed in: a session is the same at any size.
const sessions = new Map<string, StorageState>();

/** A new page on `path` with a saved session, or null when the product no longer knows it (signed out). */
const reopen = async (browser: Browser, baseUrl: string, viewport: Viewport, storageState: StorageState, path: string): Promise<Page | null> => {
  const context = await browser.newContext({ locale: 'it-IT', viewport, storageState });
  if ((await context.request.get(`${baseUrl}/api/user`)).status() !== 200) {
    await context.close();
    return null;
  }
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
};

/**
 * A new page of `credentials`' account on `path` (the dashboard by default) at `viewport`'s size.
 * The first time for an account (at whatever size) it signs in through the /auth form, which ends
 * on the dashboard; later it opens a new context with the session saved then (playwright's
 * storageState) straight on `path`, which costs one page load instead of a sign-in and a second
 * load. The form itself is tested in accounts and two-factor, and at both widths in the quality walks.
 */
export const signIn = async (browser: Browser, baseUrl: string, credentials: Credentials, viewport: Viewport, path = '/'): Promise<Page> => {
  const key = `${baseUrl} ${credentials.username}`;
  const saved = sessions.get(key);
  const reopened = saved && (await reopen(browser, baseUrl, viewport, saved, path));
  if (reopened) return reopened;
  const page = await signInThroughForm(browser, baseUrl, credentials, viewport);
  sessions.set(key, await page.context().storageState());
  if (path !== '/') await page.goto(`${baseUrl}${path}`);
  return page;
};
