import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { requireInstalled } from '../../support/installed-tools';

export const screenshotsDir = resolve(__dirname, '../../artifacts/screenshots');

/**
 * Debian's Chromium, headless; the flags keep it off the closed network of the test machines.
 * Every context it opens prefers reduced motion (as playwright's own runner can set with
 * `use: { reducedMotion }`), so antd shows dialogs and popovers at once (app/theme.ts): a click
 * never lands while one zooms in (rare runs under load saw a click on a dialog's 'Conferma'
 * that had just opened do nothing).
 */
/** Debian's Chromium (CHROMIUM_PATH to use another build); a clear error when it is missing. */
export const chromiumPath = () => requireInstalled(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'chromium', "the browser tests drive Debian's Chromium");

export const launchBrowser = async (): Promise<Browser> => {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  return browser;
};

export const screenshot = async (page: Page, name: string) => {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), fullPage: true });
};

/** Every CSP violation the page reports, from the DOM event and from the console; call before the first navigation. */
export const recordCspViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
};
