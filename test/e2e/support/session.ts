import type { Browser, Page } from 'playwright-core';

type Credentials = { username: string; password: string };
type Viewport = { width: number; height: number };

/** A fresh Italian browser context of the given size on the product (no session yet). */
export const openPage = async (browser: Browser, viewport: Viewport): Promise<Page> => (await browser.newContext({ locale: 'it-IT', viewport })).newPage();

/** Signs in through the /auth form like a person would and waits for the dashboard. */
export const signIn = async (browser: Browser, baseUrl: string, credentials: Credentials, viewport: Viewport): Promise<Page> => {
  const page = await openPage(browser, viewport);
  await page.goto(`${baseUrl}/auth`);
  await page.locator('#login-form_username').fill(credentials.username);
  await page.locator('#login-form_password').fill(credentials.password);
  await page.locator('#login-form button[type=submit]').click();
  await page.waitForURL(`${baseUrl}/`);
  return page;
};
