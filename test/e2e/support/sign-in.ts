import type { Browser, Page } from 'playwright-core';

/** A new Italian browser context of the given size, signed in through /auth like a person would. */
export const signInPage = async (
  browser: Browser,
  baseUrl: string,
  account: { username: string; password: string },
  viewport: { width: number; height: number },
): Promise<Page> => {
  const page = await (await browser.newContext({ locale: 'it-IT', viewport })).newPage();
  await page.goto(`${baseUrl}/auth`);
  await page.locator('#login-form_username').fill(account.username);
  await page.locator('#login-form_password').fill(account.password);
  await page.locator('#login-form button[type=submit]').click();
  await page.waitForURL(`${baseUrl}/`);
  return page;
};
