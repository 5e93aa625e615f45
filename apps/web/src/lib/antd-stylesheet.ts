/**
 * The prebuilt stylesheet of antd's styles (app/prerender/style-catalogue.tsx), which the signed-in
 * pages preload beside their scripts: `<link rel="preload" as="style" data-antd-styles>`. It is
 * preloaded rather than linked so it never holds the prerendered first paint; it must apply before
 * antd first renders, because antd reads its cache map once, from the applied CSS.
 */
export const antdStylesheetSelector = 'link[rel="preload"][as="style"][data-antd-styles]';

/**
 * How long start-up waits for the stylesheet: a request that stalls (a flaky mobile network)
 * answers neither load nor error for minutes, and the app would not start meanwhile.
 */
export const antdStylesheetWaitMs = 3000;

/**
 * Applies the preloaded stylesheet and resolves once the browser has it. Without one (the dev
 * server, /auth) it resolves at once; if it fails to load or is not there within
 * `antdStylesheetWaitMs`, antd generates its styles itself (a late sheet then only repeats them).
 */
export function applyAntdStylesheet(doc: Document = document, waitMs = antdStylesheetWaitMs): Promise<void> {
  const preload = doc.querySelector<HTMLLinkElement>(antdStylesheetSelector);
  if (!preload) return Promise.resolve();
  return new Promise((resolve) => {
    const sheet = doc.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = preload.href;
    sheet.onload = () => resolve();
    sheet.onerror = () => resolve();
    setTimeout(resolve, waitMs);
    doc.head.append(sheet);
  });
}
