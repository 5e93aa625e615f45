import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { text } from 'node:stream/consumers';
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { requireInstalled } from '../../support/installed-tools';
import { e2eShared } from './shared-state';

export const screenshotsDir = resolve(__dirname, '../../artifacts/screenshots');

/** Debian's Chromium (CHROMIUM_PATH to use another build); a clear error when it is missing. */
export const chromiumPath = () => requireInstalled(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'chromium', "the browser tests drive Debian's Chromium");

/** Headless Chromium's flags: they keep it off the closed network of the test machines. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium, headless: the one globalSetup started (each file connects to it and has
 * contexts of its own), or a new one outside jest. Every context it opens prefers reduced motion
 * (as playwright's own runner can set with `use: { reducedMotion }`), so antd shows dialogs and
 * popovers at once (app/theme.ts): a click never lands while one zooms in (rare runs under load
 * saw a click on a dialog's 'Conferma' that had just opened do nothing).
 */
export const launchBrowser = async (): Promise<Browser> => {
  const endpoint = process.env[e2eShared.browserEndpoint];
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  return browser;
};

/**
 * Waits until the page is still: no finite animation or transition running (a drawer sliding in,
 * a dialog fading in; endless ones such as a spinner are left out), fonts loaded, and a frame
 * painted since. A picture or a measurement taken sooner catches a half-drawn state.
 */
export const settled = async (page: Page): Promise<void> => {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  });
};

/** antd's floating layers: dialogs, drawers, popovers and confirmations, menus, pickers. */
const floatingLayers = '.ant-modal-wrap, .ant-drawer, .ant-popover, .ant-dropdown, .ant-select-dropdown, .ant-picker-dropdown';

/**
 * A picture `<name>.png` in the artifacts, once the page is still: the full page, or only the
 * window while a floating layer is open. A full-page picture of a taller page resizes the window,
 * and antd then closes or moves what floats (CI runs lost a confirmation and a dialog so); the
 * window is what the person sees then anyway.
 */
export const screenshot = async (page: Page, name: string) => {
  await settled(page);
  mkdirSync(screenshotsDir, { recursive: true });
  const floating = await page.evaluate((selector) => [...document.querySelectorAll(selector)].some((layer) => layer.checkVisibility()), floatingLayers);
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), fullPage: !floating });
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

/** A download's content as text; read as a stream, since a file's path exists only on Chromium's side. */
export const downloadedText = async (download: Download): Promise<string> => text(await download.createReadStream());
