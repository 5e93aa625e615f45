import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { screenshot } from './browser';

/** The two widths of issue 8: a 390 px phone and a 1366 px laptop. */
export const viewports = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 768 },
} as const;
export type ViewportName = keyof typeof viewports;

const blockingImpacts = new Set(['serious', 'critical']);

/** Serious and critical axe violations of the page as it is now, one readable line each. */
export const seriousAxeViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
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
