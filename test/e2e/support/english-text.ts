import type { Page } from 'playwright-core';

/** Words antd and pro-components show when their Italian locale is missing (issue 8): every browser walk refuses them. */
export const untranslatedWords = [
  'Query',
  'Reset',
  'No data',
  'items',
  'Page',
  'page',
  'Upload',
  'Search',
  'Cancel',
  'OK',
  'Submit',
  'Loading',
  'Select',
  'Refresh',
  'Previous',
  'Next',
  'Total',
  'Collapse',
  'Expand',
];

/** The untranslated words visible on the page now, as problems named after the state. */
export const englishTextProblems = async (page: Page, state: string): Promise<string[]> => {
  const text = await page.evaluate(() => document.body.innerText);
  const width = page.viewportSize()?.width ?? 0;
  return untranslatedWords
    .filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text))
    .map((word) => `${state} at ${width} px shows the English '${word}'`);
};
