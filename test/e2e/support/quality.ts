import axe from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { screenshot, settled } from './browser';

/** The two widths of issue 8: a 390 px phone and a 1366 px laptop. */
export const viewports = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 768 },
} as const;
export type ViewportName = keyof typeof viewports;

const blockingImpacts = new Set(['serious', 'critical']);

type AxeWindow = { axe?: typeof axe };

/**
 * Serious and critical axe violations of the page as it is now, one readable line each.
 * axe-core is loaded into the page once per document and run there: a walk checks several states
 * of one page, and the second run of a loaded axe takes a third of the first (0.3 s against 1 s,
 * measured; @axe-core/playwright loads its 500 KB source again for every check). Frames are not
 * entered: our CSP allows only blob: frames, the PDF preview, whose content axe cannot read.
 * Only violations are kept, so axe need not keep passing nodes.
 */
export const seriousAxeViolations = async (page: Page): Promise<string[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const { violations } = await (window as AxeWindow).axe!.run(document, { resultTypes: ['violations'], iframes: false });
    return violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
  });
  return violations.filter(({ impact }) => blockingImpacts.has(impact ?? '')).map(({ id, impact, targets }) => `${id} (${impact}): ${targets.join(', ')}`);
};

/** How many pixels the document is wider than the viewport (0 means no sideways scrolling). */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The checks every route state gets (issue 8): a screenshot named `<state>-<width>`, no sideways
 * scrolling, no serious or critical axe violation. Returns the problems so a test can show them all.
 */
export const qualityProblems = async (page: Page, state: string): Promise<string[]> => {
  const width = page.viewportSize()?.width ?? 0;
  await screenshot(page, `${state}-${width}`);
  const overflow = await sidewaysOverflow(page);
  const violations = await seriousAxeViolations(page);
  return [...(overflow > 0 ? [`${state} at ${width} px scrolls sideways by ${overflow} px`] : []), ...violations.map((v) => `${state} at ${width} px: ${v}`)];
};

/**
 * Holds every request matching `url` (issue 8 feedback checks) until `release` is called, so a
 * test can see what the page shows while it waits; `answer` then replaces the server's answer
 * (e.g. a failure), or the request goes on to the server.
 */
export const holdRequests = async (
  page: Page,
  url: string | RegExp,
  { method, answer }: { method?: string; answer?: { status: number; json: object } } = {},
): Promise<{ release: () => void; seen: Promise<void> }> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let seenOne = () => {};
  const seen = new Promise<void>((resolve) => (seenOne = resolve));
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    seenOne();
    await released;
    if (answer) await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.json) });
    else await route.continue();
  });
  return { release, seen };
};

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Issue 8: the toast showing `text` is announced (role=alert), stays inside the screen and does
 * not cover the open dialog: a dialog that fits on the screen not at all, a taller (scrolled) one
 * not its title, close button or buttons on screen, nor the `trigger` that the person just used.
 * Returns the problems, named after `state` and the width.
 */
export const toastProblems = async (page: Page, text: string, state: string, trigger?: Locator): Promise<string[]> => {
  const { width = 0, height = 0 } = page.viewportSize() ?? {};
  const toast = page.locator('.ant-notification-notice', { hasText: text });
  await toast.waitFor();
  // Hold the toast as a reader does: antd pauses its 5 s timer while the pointer is on it, and a
  // loaded CI machine once spent longer than that settling and picturing the page.
  await toast.hover();
  // Let the toast and the dialog finish their entry animations before measuring them.
  await settled(page);
  await screenshot(page, `${state}-${width}`);
  const problems: string[] = [];
  const where = `${state} at ${width} px`;
  // antd puts role=alert on the notice's content: its title and text are what gets read out.
  if ((await toast.locator('[role=alert]', { hasText: text }).count()) === 0) problems.push(`${where}: the toast '${text}' is not role=alert`);
  const toastBox = await toast.boundingBox();
  if (!toastBox) return [...problems, `${where}: the toast '${text}' is not on the screen`];
  if (toastBox.x < 0 || toastBox.x + toastBox.width > width || toastBox.y < 0 || toastBox.y + toastBox.height > height) {
    problems.push(`${where}: the toast '${text}' is cut at the screen's edge`);
  }
  const dialog = page.locator('.ant-modal-content:visible').last();
  // A toast outside any dialog (a page's form) is measured against the trigger alone.
  const dialogBox = (await dialog.count()) > 0 ? await dialog.boundingBox() : null;
  if (dialogBox) {
    const fits = dialogBox.y >= 0 && dialogBox.y + dialogBox.height <= height;
    const parts = fits ? ['.ant-modal-content'] : ['.ant-modal-header', '.ant-modal-close', '.ant-modal-footer'];
    for (const part of parts) {
      // A dialog without buttons has no footer: only the parts it has are measured.
      if (part !== '.ant-modal-content' && (await dialog.locator(part).count()) === 0) continue;
      const box = part === '.ant-modal-content' ? dialogBox : await dialog.locator(part).first().boundingBox();
      if (box && overlaps(toastBox, box)) problems.push(`${where}: the toast '${text}' covers the open dialog (${part})`);
    }
  }
  const triggerBox = trigger ? await trigger.boundingBox() : null;
  if (triggerBox && overlaps(toastBox, triggerBox)) problems.push(`${where}: the toast '${text}' covers the control that was used`);
  return problems;
};

/**
 * Slows the page's CPU down like a mid-range phone or a loaded CI machine. Chromium then paints
 * before it has parsed the whole page and runs fewer frames, so shifts that a fast machine hides show.
 */
export const slowDownCpu = async (page: Page, rate = 6): Promise<void> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
};

/** Records the page's layout shifts from its first paint on; read them with `layoutShiftTotal`. */
export const watchLayoutShifts = (page: Page): Promise<void> =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
    Object.assign(window, { layoutShifts: shifts });
  });

/** The sum of the layout shifts recorded so far (CLS without its session windows: stricter). */
export const layoutShiftTotal = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
